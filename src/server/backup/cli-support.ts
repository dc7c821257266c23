import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { DataDirLockedError } from '../db/data-dir-lock';
import { EnvError } from '../env';
import { keepFilesPrivate } from '../private-files';
import { BackupFormatError } from './format';
import { RestoreRefusedError } from './restore-backup';

/**
 * What the backup, restore and move commands share (src/server/cli/): their arguments, their
 * Russian console lines and errors without secrets. Each command is a module whose `main()`
 * returns the exit code, so tests run it in-process and the release build compiles it as is.
 */
export type Print = (line: string) => void;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** `--name value` or `--name=value`; anything else is refused with the usage line. */
export function readOption(argv: readonly string[], name: string, usage: string): string {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === `--${name}` && argv[i + 1]) return argv[i + 1] as string;
    if (arg.startsWith(`--${name}=`) && arg.length > name.length + 3) return arg.slice(name.length + 3);
  }
  throw new UsageError(`Не указан --${name}. ${usage}`);
}

/** A database address fit to print: no user name, no password, no query. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (адрес не разобран)';
  }
}

/** Takes every password of the given addresses out of a message (pg's errors may quote them). */
export function redact(message: string, urls: readonly (string | undefined)[]): string {
  let safe = message;
  for (const url of urls) {
    if (!url) continue;
    safe = safe.split(url).join(describeUrl(url));
    try {
      const password = decodeURIComponent(new URL(url).password);
      if (password.length > 0) safe = safe.split(password).join('***');
    } catch {
      // not a URL: nothing more to hide
    }
  }
  return safe;
}

/** What the usual connection failures mean, and what to do (pg's own texts are English). */
const POSTGRES_ERRORS: Record<string, string> = {
  '3D000': 'Такой базы данных нет: создайте её (createdb) или проверьте имя базы в адресе.',
  '28P01': 'PostgreSQL не принял пользователя или пароль: проверьте их в адресе.',
  '28000': 'PostgreSQL не пускает этого пользователя: проверьте адрес и pg_hba.conf.',
  ECONNREFUSED: 'PostgreSQL не отвечает по этому адресу: проверьте хост и порт и что сервер базы запущен.',
  ENOTFOUND: 'Хост PostgreSQL не найден: проверьте адрес.',
  ENOENT: 'Файл или каталог не найден: проверьте путь.',
  EACCES: 'Нет прав на файл или каталог: запустите команду от пользователя сервера.',
};

/** The line a failed command ends with: our own refusals as they are, anything else explained. */
export function failureLine(error: unknown, urls: readonly (string | undefined)[]): string {
  if (
    error instanceof UsageError ||
    error instanceof EnvError ||
    error instanceof RestoreRefusedError ||
    error instanceof DataDirLockedError
  )
    return redact(error.message, urls);
  if (error instanceof BackupFormatError)
    return `Файл копии не годится: ${error.message}. Ничего не изменено; возьмите другую копию.`;
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? POSTGRES_ERRORS[code] : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return known ? `${known} (${redact(message, urls)})` : `Ошибка: ${redact(message, urls)}`;
}

/** Absent or empty: what a restore writes into. */
export function isEmptyDir(path: string): boolean {
  return !existsSync(path) || readdirSync(path).length === 0;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} КиБ`;
  return `${(bytes / 1024 / 1024).toFixed(1)} МиБ`;
}

/** Runs `main` when this file is the entry point (tsx or the compiled node file), not when imported. */
export function runIfEntry(moduleUrl: string, main: () => Promise<number>): void {
  const entry = process.argv[1];
  if (!entry) return;
  let entryUrl: string;
  try {
    entryUrl = pathToFileURL(realpathSync(entry)).href;
  } catch {
    return;
  }
  if (entryUrl !== moduleUrl) return;
  // Backups, restored uploads and a moved database are the server's user's alone (private-files.ts).
  keepFilesPrivate();
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(failureLine(error, []));
      process.exitCode = 1;
    },
  );
}

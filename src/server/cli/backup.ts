import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupToFile, type verifyBackupFile, writeVerifiedFile } from '../backup/backup-file';
import { backupSocketPath, requestServerBackup } from '../backup/backup-socket';
import {
  describeUrl,
  failureLine,
  formatBytes,
  isEmptyDir,
  type Print,
  readOption,
  runIfEntry,
  UsageError,
} from '../backup/cli-support';
import type { BackupProgress } from '../backup/create-backup';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { type Env, loadEnv } from '../env';

const USAGE = 'Пример: npm run backup -- --out /backups/board.jsonl.gz';

class NoServer extends Error {}

/**
 * `npm run backup -- --out FILE` (docs/decisions/036-backups.md): on PostgreSQL it reads the
 * database directly (one snapshot) and the uploads from DATA_DIR/files; on the embedded database
 * the running server makes the backup and streams it over its socket, and when no server runs
 * this command opens DATA_DIR itself, taking its lock.
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Env = loadEnv(),
  print: Print = console.log,
): Promise<number> {
  try {
    const out = resolve(readOption(argv, 'out', USAGE));
    if (existsSync(out))
      throw new UsageError(`Файл ${out} уже есть: укажите новое имя, копия его не перезапишет.`);
    const started = Date.now();
    const filesDir = join(env.dataDir, 'files');
    const progress = (event: BackupProgress) =>
      print(
        event.kind === 'table'
          ? `  таблица ${event.table}: ${event.rows} строк`
          : `  файлы: ${event.count} (${formatBytes(event.bytes)})`,
      );
    let result: Awaited<ReturnType<typeof verifyBackupFile>>;
    if (env.databaseUrl) {
      print(`Резервная копия из ${describeUrl(env.databaseUrl)} и ${filesDir} в ${out}`);
      const handle = await openDatabase({ kind: 'postgres', url: env.databaseUrl, max: 2 });
      try {
        result = await backupToFile(handle, out, { filesDir, onProgress: progress });
      } finally {
        await handle.close();
      }
    } else {
      result = await backupEmbedded(env.dataDir, out, filesDir, print, progress);
    }
    const { trailer } = result;
    const rows = Object.values(trailer.tables).reduce((sum, count) => sum + count, 0);
    print(
      `Готово за ${((Date.now() - started) / 1000).toFixed(1)} с: ${Object.keys(trailer.tables).length} таблиц, ` +
        `${rows} строк, ${trailer.files} файлов (${formatBytes(trailer.fileBytes)}); ` +
        `файл ${formatBytes(statSync(out).size)}, проверен.`,
    );
    if (trailer.missingFiles.length > 0)
      print(
        `Внимание: ${trailer.missingFiles.length} файлов удалены во время копии (их строки в копии есть, байтов нет).`,
      );
    return 0;
  } catch (error) {
    print(failureLine(error, [env.databaseUrl]));
    return 1;
  }
}

async function backupEmbedded(
  dataDir: string,
  out: string,
  filesDir: string,
  print: Print,
  progress: (event: BackupProgress) => void,
) {
  try {
    const result = await writeVerifiedFile(out, async (stream) => {
      if ((await requestServerBackup(dataDir, stream)) === 'no-server') {
        stream.destroy();
        throw new NoServer();
      }
    });
    print(`Резервную копию сделал работающий сервер (DATA_DIR ${resolve(dataDir)}): ${out}`);
    return result;
  } catch (error) {
    if (!(error instanceof NoServer)) throw error;
  }
  const pgdata = join(dataDir, 'pgdata');
  if (isEmptyDir(pgdata)) throw new UsageError(`В ${resolve(dataDir)} нет базы данных: проверьте DATA_DIR.`);
  print(`Сервер не запущен: копия прямо из ${resolve(dataDir)} в ${out}`);
  const handle = await openDatabase({ kind: 'pglite', dataDir }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new UsageError(
      `Сервер работает с ${resolve(dataDir)}, но не ответил на запрос копии через ${backupSocketPath(dataDir)} ` +
        '(путь длиннее 107 байт, том без поддержки сокетов или сервер старой версии — см. его журнал). ' +
        'Остановите сервер и повторите команду или перенесите DATA_DIR на более короткий путь.',
    );
  });
  try {
    return await backupToFile(handle, out, { filesDir, onProgress: progress });
  } finally {
    await handle.close();
  }
}

runIfEntry(import.meta.url, () => main());

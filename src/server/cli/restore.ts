import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readBackupFile, verifyBackupFile } from '../backup/backup-file';
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
import { codeMigrations, isPrefix } from '../backup/migrate-to';
import { type RestoreProgress, restoreBackup } from '../backup/restore-backup';
import { openDatabase } from '../db/client';
import { type Env, loadEnv } from '../env';

const USAGE = 'Пример: npm run restore -- --from /backups/board.jsonl.gz';
const EMPTY_TARGET =
  'Восстановление идёт только в остановленный сервер и пустое место: укажите новый пустой DATA_DIR ' +
  '(или новую пустую базу в DATABASE_URL), ничего не изменено.';

/**
 * `npm run restore -- --from FILE` (docs/decisions/036-backups.md): checks the whole file first,
 * then restores into an empty DATABASE_URL database, or into a stopped, empty DATA_DIR; the
 * uploads go to DATA_DIR/files, which must be empty too.
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Env = loadEnv(),
  print: Print = console.log,
): Promise<number> {
  try {
    const from = resolve(readOption(argv, 'from', USAGE));
    const started = Date.now();
    print(`Проверка файла ${from}…`);
    const { header, trailer } = await verifyBackupFile(from);
    const rows = Object.values(trailer.tables).reduce((sum, count) => sum + count, 0);
    print(
      `Копия от ${header.createdAt} (${header.source === 'pglite' ? 'встроенная база' : 'PostgreSQL'}): ` +
        `${rows} строк, ${trailer.files} файлов (${formatBytes(trailer.fileBytes)}).`,
    );
    const code = codeMigrations();
    if (!isPrefix(header.migrations, code))
      throw new UsageError(
        `Копия сделана другой версией программы: её схема базы (${header.migrations.length} миграций) не входит ` +
          `в схему этой версии (${code.length}). Восстановите её той версией программы, которая её сделала, ` +
          'или более новой. Ничего не изменено.',
      );
    const filesDir = join(env.dataDir, 'files');
    if (!isEmptyDir(filesDir)) throw new UsageError(`В ${resolve(filesDir)} уже есть файлы. ${EMPTY_TARGET}`);
    const progress = (event: RestoreProgress) =>
      print(
        event.kind === 'table'
          ? `  таблица ${event.table}: ${event.rows} строк`
          : `  файлы: ${event.count} (${formatBytes(event.bytes)})`,
      );
    if (env.databaseUrl) {
      print(`Восстановление в ${describeUrl(env.databaseUrl)}, файлы в ${resolve(filesDir)}`);
      const handle = await openDatabase({ kind: 'postgres', url: env.databaseUrl, max: 2 });
      try {
        await restoreBackup(handle, readBackupFile(from), { filesDir, onProgress: progress });
      } finally {
        await handle.close();
      }
    } else {
      const pgdata = join(env.dataDir, 'pgdata');
      if (!isEmptyDir(pgdata))
        throw new UsageError(`В ${resolve(pgdata)} уже есть база данных. ${EMPTY_TARGET}`);
      print(`Восстановление во встроенную базу в ${resolve(env.dataDir)}`);
      let handle: Awaited<ReturnType<typeof openDatabase>> | null = null;
      try {
        handle = await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
        await restoreBackup(handle, readBackupFile(from), { filesDir, onProgress: progress });
        await handle.close();
      } catch (error) {
        // The directory was empty: leave it so (a half-made database would block the next try).
        if (handle) {
          await handle.close();
          rmSync(pgdata, { recursive: true, force: true });
        }
        throw error;
      }
    }
    print(`Готово за ${((Date.now() - started) / 1000).toFixed(1)} с. Запустите сервер: npm start`);
    return 0;
  } catch (error) {
    print(failureLine(error, [env.databaseUrl]));
    return 1;
  }
}

runIfEntry(import.meta.url, () => main());

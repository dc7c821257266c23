import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { countRows, queryRows, readTables } from '../backup/catalog';
import {
  describeUrl,
  failureLine,
  isEmptyDir,
  type Print,
  readOption,
  runIfEntry,
  UsageError,
} from '../backup/cli-support';
import { writeBackup } from '../backup/create-backup';
import { readBackup } from '../backup/format';
import { type RestoreProgress, restoreBackup } from '../backup/restore-backup';
import { openDatabase } from '../db/client';
import { type Env, loadEnv } from '../env';

const USAGE = 'Пример: npm run db:move -- --to postgres://user:password@db-host:5432/jobs';

/**
 * `npm run db:move -- --to postgres://…` (docs/decisions/036-backups.md): the embedded database
 * in DATA_DIR into an empty PostgreSQL database, through the backup format (a backup piped into a
 * restore, no file between). The server must be stopped: writes after the snapshot would be left
 * behind, so this command takes DATA_DIR's lock. Uploads stay in DATA_DIR/files, where a server on
 * PostgreSQL reads them too; the command checks every row's file is there and compares each
 * table's count on both sides. The embedded database is left as it was.
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Env = loadEnv(),
  print: Print = console.log,
): Promise<number> {
  let to: string | undefined;
  try {
    to = readOption(argv, 'to', USAGE);
    if (!/^postgres(ql)?:\/\//.test(to))
      throw new UsageError(`--to должен начинаться с postgres://. ${USAGE}`);
    const dataDir = resolve(env.dataDir);
    if (isEmptyDir(join(dataDir, 'pgdata')))
      throw new UsageError(`В ${dataDir} нет встроенной базы: проверьте DATA_DIR.`);
    const started = Date.now();
    print(`Перенос из встроенной базы в ${dataDir} в ${describeUrl(to)}. Сервер должен быть остановлен.`);
    const source = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const target = await openDatabase({ kind: 'postgres', url: to, max: 2 });
      try {
        const pipe = new PassThrough();
        const backup = writeBackup(source, pipe, { filesDir: null }).then(
          (trailer) => {
            pipe.end();
            return trailer;
          },
          (error: unknown) => {
            pipe.destroy(error as Error);
            throw error;
          },
        );
        const progress = (event: RestoreProgress) => {
          if (event.kind === 'table') print(`  таблица ${event.table}: ${event.rows} строк`);
        };
        const restore = restoreBackup(target, readBackup(pipe), {
          filesDir: null,
          onProgress: progress,
        }).catch((error: unknown) => {
          pipe.destroy();
          throw error;
        });
        await Promise.all([backup, restore]);
        print('Сверка числа строк:');
        let differ = 0;
        for (const table of await readTables(source.db)) {
          const [from, into] = [
            await countRows(source.db, table.name),
            await countRows(target.db, table.name),
          ];
          if (from !== into) differ += 1;
          print(`  ${table.name}: ${from} → ${into}${from === into ? '' : '  НЕ СОВПАДАЕТ'}`);
        }
        if (differ > 0)
          throw new Error(
            `в ${differ} таблицах число строк не совпало; запустите перенос заново в новую базу`,
          );
        const names = await queryRows<{ name: string }>(
          target.db,
          sql`select stored_name as name from files`,
        );
        const missing = names.filter((row) => !existsSync(join(dataDir, 'files', row.name))).length;
        print(
          `Файлы: ${names.length - missing} из ${names.length} на месте в ${join(dataDir, 'files')} ` +
            '(они остаются там: сервер на PostgreSQL читает их из того же DATA_DIR).',
        );
        if (missing > 0) print(`Внимание: ${missing} файлов не было и до переноса.`);
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
    print(
      `Готово за ${((Date.now() - started) / 1000).toFixed(1)} с. Запускайте сервер с DATABASE_URL на эту базу ` +
        `и тем же DATA_DIR. Встроенная база в ${join(dataDir, 'pgdata')} не тронута: удалите её, когда убедитесь, ` +
        'что всё работает.',
    );
    return 0;
  } catch (error) {
    print(failureLine(error, [to, env.databaseUrl]));
    return 1;
  }
}

runIfEntry(import.meta.url, () => main());

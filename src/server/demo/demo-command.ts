import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { EnvError, loadEnv } from '../env';
import { errorFields } from '../logger';
import { keepFilesPrivate } from '../private-files';
import { ArgsError, parseDemoArgs } from './args';
import { DEMO_ADMIN, seedDemo } from './seed-demo';

/**
 * `npm run demo [-- --vacancies 100000 --companies 200 --seed 1 --reset]`: fills the database
 * `npm start` would use (DATA_DIR or DATABASE_URL) with demo data and prints the logins.
 */
async function main() {
  const args = parseDemoArgs(process.argv.slice(2));
  const env = loadEnv();
  keepFilesPrivate();
  const database = await openDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
  );
  try {
    await database.migrate();
    const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `встроенная база в ${env.dataDir}`;
    console.log(
      `Демо-данные: ${args.vacancies} вакансий, ${args.companies} компаний, seed ${args.seed}` +
        `${args.reset ? ', с очисткой' : ''} → ${where}`,
    );
    const started = performance.now();
    let reported = 0;
    const result = await seedDemo(database.db, {
      ...args,
      admin:
        env.adminEmail && env.adminPassword
          ? { email: env.adminEmail, password: env.adminPassword }
          : DEMO_ADMIN,
      now: new Date(),
      onProgress(done, total) {
        const percent = Math.floor((done / total) * 10) * 10;
        if (percent <= reported && done < total) return;
        reported = percent;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`  ${String(percent).padStart(3)}% — ${done} вакансий, ${seconds} с`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Готово за ${seconds} с: ${result.vacancies} вакансий (${result.vacancyTags} тегов у них), ` +
        `${result.companies} компаний.`,
    );
    console.log('Входы:');
    for (const login of result.logins) {
      const note = login.created ? '' : ' (уже был; пароль не менялся)';
      console.log(`  ${login.role.padEnd(8)} ${login.email} / ${login.password}${note}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof ArgsError) {
    console.error(error.message);
  } else {
    console.error('Демо-данные не созданы:', JSON.stringify(errorFields(error)));
  }
  process.exit(1);
});

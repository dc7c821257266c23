import { DataDirLockedError, lockDataDir } from '../../src/server/db/data-dir-lock';

/**
 * A server stand-in for the lock's process tests (src/server/db/data-dir-lock.test.ts): takes
 * DATA_DIR's lock under a simulated host name, says «held», and lives until killed.
 * Arguments: dataDir host heartbeatMs staleMs.
 */
const [dataDir = '', host = '', heartbeatMs = '200', staleMs = '1500'] = process.argv.slice(2);

try {
  await lockDataDir(dataDir, {
    host,
    heartbeatMs: Number(heartbeatMs),
    staleMs: Number(staleMs),
    onLost: (error) => {
      console.error(error.message);
      process.exit(4);
    },
  });
  console.log(`held ${process.pid}`);
  setInterval(() => {}, 60_000);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : String(error));
  process.exit(3);
}

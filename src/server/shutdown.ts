import { errorFields, type Logger } from './logger';

/**
 * Shutdown must close the database (and release DATA_DIR's lock) whatever else does: a step that
 * can hang or throw — Telegram unreachable, say — gets a deadline and its error is logged, never
 * passed on.
 */
export async function settleWithin(
  step: string,
  work: () => Promise<unknown>,
  ms: number,
  logger: Logger,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(work), deadline]);
    if (outcome === 'late') logger.warn('shutdown step cut short', { step, ms });
  } catch (error) {
    logger.warn('shutdown step failed', { step, ...errorFields(error) });
  } finally {
    clearTimeout(timer);
  }
}

/** How long SIGTERM may take in all: container runtimes kill after 10 s by default. */
export const SHUTDOWN_BUDGET_MS = 9_000;

/**
 * SIGINT/SIGTERM → `close()` → exit 0; exit 1 if closing failed or outran the budget (the
 * database may then be left open, but the process stops before the runtime kills it).
 * A supervisor signals `npm start`; npm passes SIGINT/SIGTERM to its script, which `exec`s node
 * (package.json), so they arrive here. A shell left in between would die of the signal and leave
 * this process running with the lock held (docs/decisions/035-release-build.md).
 */
export function stopOnSignals(close: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const backstop = setTimeout(() => {
      logger.error('shutdown took too long', { ms: SHUTDOWN_BUDGET_MS });
      process.exit(1);
    }, SHUTDOWN_BUDGET_MS);
    backstop.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', errorFields(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

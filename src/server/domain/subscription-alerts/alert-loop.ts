import { errorFields, type Logger } from '../../logger';
import type { AlertDeps } from './deliver-alert';
import { deliverInstantAlerts } from './deliver-instant';
import { processMatchQueue } from './process-match-queue';
import { sendDueDigests } from './send-digests';

/** Often enough that «right away» reads as right away; each tick is a few cheap queries. */
const ALERT_TICK_MS = 5_000;

/** One round: match what was queued, queue the instant alerts, then the digests that are due. */
export async function runAlertRound(
  deps: AlertDeps,
): Promise<{ matches: number; alerts: number; digests: number }> {
  const { matches } = await processMatchQueue(deps);
  const alerts = await deliverInstantAlerts(deps);
  const digests = await sendDueDigests(deps);
  return { matches, alerts, digests };
}

type AlertLoop = { stop(): Promise<void> };

/**
 * The saved searches' background loop, run by the server (main.ts): never overlapping itself,
 * and a failed round is logged by name and tried again on the next tick (docs/decisions/024).
 */
export function startAlertLoop(deps: AlertDeps, logger: Logger, tickMs = ALERT_TICK_MS): AlertLoop {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= runAlertRound(deps)
      .then((round) => {
        if (round.alerts + round.digests > 0) logger.info('subscription alerts queued', round);
      })
      .catch((error: unknown) => logger.warn('subscription alerts round failed', errorFields(error)))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

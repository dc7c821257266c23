import { hitRateLimit } from '../../auth/rate-limit';
import type { DomainDeps } from '../deps';
import { type DomainFailure, limitedUntil } from '../result';
import { refuseUnlessApproved } from '../verification/status-refusal';
import type { Viewer } from '../viewer';
import { INTERVIEW_RATE_MESSAGE, INTERVIEW_WRITE_RATE } from './interview-messages';

/**
 * Every interview write is counted per account first (each one tells the other side, so a loop
 * would flood them: docs/decisions/056), and made only by an approved account.
 */
export async function admitInterviewWrite(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
): Promise<DomainFailure | null> {
  const refused = await refuseUnlessApproved(deps.db, viewer);
  if (refused) return refused;
  const now = deps.now();
  const state = await hitRateLimit(
    deps.db,
    `interview-write:${viewer.kind}:${viewer.id}`,
    INTERVIEW_WRITE_RATE,
    now,
  );
  return state.count > INTERVIEW_WRITE_RATE.limit
    ? limitedUntil(INTERVIEW_RATE_MESSAGE, state.resetAt, now)
    : null;
}

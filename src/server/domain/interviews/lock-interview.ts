import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, interviews } from '../../db/schema';
import type { Viewer } from '../viewer';
import { interviewScope, readInterviewFacts } from './interview-rows';

/**
 * One interview of the viewer's (its student or its company), with its application's row locked
 * for the change that follows: bookings, reschedules and cancellations of one application never
 * interleave. Undefined for anyone else's, answered as «not found» (never revealed).
 */
export async function lockInterview(tx: Executor, viewer: NonNullable<Viewer>, id: number) {
  const scope = interviewScope(viewer);
  if (!scope) return undefined;
  const [row] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(and(eq(interviews.id, id), scope))
    .for('update', { of: applications });
  if (!row) return undefined;
  return readInterviewFacts(tx, id, null);
}

import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema';

/**
 * One application inside the viewer's scope (application-scope.ts), locked for the move that
 * follows; undefined for an id outside it, which the caller answers as «not found».
 */
export async function lockApplicationInScope(tx: Executor, id: number, where: SQL | undefined) {
  const [row] = await tx
    .select({ id: applications.id, status: applications.status, viewedAt: applications.viewedAt })
    .from(applications)
    .where(where ? and(eq(applications.id, id), where) : eq(applications.id, id))
    .for('update', { of: applications });
  return row;
}

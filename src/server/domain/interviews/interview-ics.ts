import type { ExportLink } from '../../../shared/contract/export-link.contract';
import {
  admitSignedLink,
  createSignedExportPath,
  type ExportLinkQuery,
  type ExportLinkSession,
  holderOfSignedPath,
  type SignedPathHolder,
} from '../board/export-link';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { Viewer } from '../viewer';
import { interviewCalendar } from './interview-calendar';
import { interviewMessages } from './interview-messages';
import { bookedSlotOf, interviewScope, readInterviewFacts } from './interview-rows';

export type InterviewIcs = { content: string; fileName: string };

/** The download's path outside /api (routes/interview.routes.ts), for Telegram's downloadFile. */
const interviewIcsPath = (id: number): string => `/calendar/interview-${id}.ics`;
const subjectOf = (id: number): string => `interview-ics\n${id}`;

/**
 * The .ics of one interview for its student or its company (anyone else: «not found», never
 * «forbidden», so an id reveals nothing): the booked time as a REQUEST with the current SEQUENCE.
 * Before a time is booked, and after a cancellation, there is no entry to give (409).
 */
export async function interviewIcs(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  id: number,
): Promise<DomainResult<InterviewIcs>> {
  const scope = interviewScope(viewer);
  const facts = scope ? await readInterviewFacts(deps.db, id, scope) : undefined;
  if (!facts) return failure('not-found', interviewMessages.notFound);
  if (facts.status === 'cancelled') return failure('conflict', interviewMessages.cancelled);
  const slot = await bookedSlotOf(deps.db, facts.id, facts.applicationId);
  if (!slot) return failure('conflict', interviewMessages.notBooked);
  const content = interviewCalendar(deps, facts, slot, 'REQUEST', deps.now());
  return success({ content, fileName: `interview-${facts.id}.ics` });
}

/**
 * POST /api/interview/link/ — the .ics at a signed, short-lived address (docs/decisions/018: the
 * same signature as the CSV exports and private files, counted by admitSignedLink), for a caller
 * who may read it now; anyone else gets the 404 of a missing interview.
 */
export async function createInterviewLink(
  deps: DomainDeps,
  session: ExportLinkSession & SignedPathHolder,
  id: number,
): Promise<DomainResult<ExportLink>> {
  const refused = await admitSignedLink(deps, session);
  if (refused) return refused;
  const viewer = { kind: session.accountKind, id: session.accountId };
  const ics = await interviewIcs(deps, viewer, id);
  if (!ics.ok) return ics;
  const link = createSignedExportPath(session, subjectOf(id), interviewIcsPath(id), {}, deps.now());
  return success({ path: link.path, fileName: ics.value.fileName, expiresAt: link.expiresAt.toISOString() });
}

/** Who signed this interview's address, when the signature is valid, live and for this very interview. */
export function holderOfInterviewLink(
  deps: DomainDeps,
  id: number,
  query: ExportLinkQuery,
): Promise<SignedPathHolder | null> {
  return holderOfSignedPath(deps, subjectOf(id), query);
}

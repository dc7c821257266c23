import { Hono } from 'hono';
import {
  interviewBook,
  interviewCancel,
  interviewCreate,
  interviewIcs,
  interviewItems,
  interviewLink,
  interviewReschedule,
} from '../../shared/contract/endpoints/interview.endpoints';
import type { SessionRecord } from '../auth/sessions';
import type { DomainDeps } from '../domain/deps';
import { bookInterview } from '../domain/interviews/book-interview';
import { cancelInterview, rescheduleInterview } from '../domain/interviews/change-interview';
import { createInterview } from '../domain/interviews/create-interview';
import {
  createInterviewLink,
  holderOfInterviewLink,
  type InterviewIcs,
  interviewIcs as readInterviewIcs,
} from '../domain/interviews/interview-ics';
import { listInterviews } from '../domain/interviews/list-interviews';
import type { AppContext, AppEnv } from '../http/context';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

const viewer = (session: SessionRecord) => ({ kind: session.accountKind, id: session.accountId });

const INTERVIEW_LINK_REFUSED =
  'Ссылка на календарь устарела или неверна. Вернитесь в приложение и скачайте файл ещё раз.';

/** The calendar file as a download: never cached, never sniffed. */
function sendIcs(c: AppContext, ics: InterviewIcs): Response {
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${ics.fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(ics.content);
}

/**
 * Interviews (issue 25, docs/decisions/057): thin handlers over domain/interviews/, where the
 * rules live (who may, the limits, the booking's single winner).
 */
export function interviewRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(interviewCreate, async (c, session) => {
      const result = await createInterview(deps, viewer(session), c.req.valid('json'));
      return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
    })
    .on(interviewItems, async (c, session) => {
      const result = await listInterviews(deps, viewer(session), c.req.valid('query'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(interviewBook, async (c, session) => {
      const result = await bookInterview(deps, viewer(session), c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(interviewReschedule, async (c, session) => {
      const result = await rescheduleInterview(deps, viewer(session), c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(interviewCancel, async (c, session) => {
      const result = await cancelInterview(deps, viewer(session), c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(interviewIcs, async (c, session) => {
      const result = await readInterviewIcs(deps, viewer(session), c.req.valid('param').id);
      return result.ok ? sendIcs(c, result.value) : failFromDomain(c, result);
    })
    .on(interviewLink, async (c, session) => {
      const result = await createInterviewLink(deps, session, c.req.valid('json').id);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}

/**
 * GET /calendar/interview-<id>.ics?s&e&sig — outside /api, as routes/export-download.routes.ts:
 * Telegram's downloadFile sends no session and no X-Requested-With, so the signature made by
 * POST /api/interview/link/ names the reader, and the read rule applies again now.
 */
export function interviewCalendarRoutes(deps: DomainDeps) {
  const app = new Hono<AppEnv>();
  app.get('/calendar/:file', async (c) => {
    const match = /^interview-(\d{1,9})\.ics$/.exec(c.req.param('file'));
    const id = match ? Number(match[1]) : null;
    const holder =
      id === null
        ? null
        : await holderOfInterviewLink(deps, id, {
            s: c.req.query('s'),
            e: c.req.query('e'),
            sig: c.req.query('sig'),
          });
    if (id === null || !holder) {
      c.header('Cache-Control', 'no-store');
      return c.text(INTERVIEW_LINK_REFUSED, id === null ? 404 : 403);
    }
    const result = await readInterviewIcs(deps, { kind: holder.accountKind, id: holder.accountId }, id);
    if (!result.ok) {
      c.header('Cache-Control', 'no-store');
      return failFromDomain(c, result);
    }
    return sendIcs(c, result.value);
  });
  return app;
}

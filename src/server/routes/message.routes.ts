import {
  messageBlock,
  messageItems,
  messageReport,
  messageReported,
  messageSend,
  messageTemplates,
  messageTemplatesSave,
  messageUnread,
} from '../../shared/contract/endpoints/message.endpoints';
import type { SessionRecord } from '../auth/sessions';
import type { DomainDeps } from '../domain/deps';
import { listThread } from '../domain/messages/list-thread';
import { blockMessaging, listReported } from '../domain/messages/moderate-messages';
import { readTemplates, saveTemplates } from '../domain/messages/reply-templates';
import { reportMessage } from '../domain/messages/report-message';
import { sendMessage } from '../domain/messages/send-message';
import { readUnread } from '../domain/messages/unread';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

const viewer = (session: SessionRecord) => ({ kind: session.accountKind, id: session.accountId });

/** A side of a thread: the declarations admit only students and companies here. */
const side = (session: SessionRecord) => ({
  kind: session.accountKind === 'company' ? ('company' as const) : ('student' as const),
  id: session.accountId,
});

/**
 * Message threads (docs/decisions/058-message-threads.md). Thin handlers: the rules live in
 * domain/messages/.
 */
export function messageRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(messageItems, async (c, session) => {
      const result = await listThread(deps, viewer(session), c.req.valid('query'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(messageSend, async (c, session) => {
      const result = await sendMessage(deps, side(session), c.req.valid('json'));
      return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
    })
    .on(messageUnread, async (c, session) => ok(c, await readUnread(deps.db, side(session))))
    .on(messageReport, async (c, session) => {
      const result = await reportMessage(deps, side(session), c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(messageReported, async (c) => ok(c, await listReported(deps, c.req.valid('query'))))
    .on(messageBlock, async (c, session) => {
      const result = await blockMessaging(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(messageTemplates, async (c, session) => ok(c, await readTemplates(deps, session.accountId)))
    .on(messageTemplatesSave, async (c, session) =>
      ok(c, await saveTemplates(deps, session.accountId, c.req.valid('json'))),
    );
}

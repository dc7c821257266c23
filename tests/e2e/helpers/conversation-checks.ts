/**
 * What the conversation journeys check beyond the screens: the calendar a mail carries, the
 * reminders the outbox holds for an interview, and the raw answers of the API the screens call;
 * and a gate that lets two pages' requests through together (the race for one time).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { outbox } from '../../../src/server/db/schema';
import { reminderKey } from '../../../src/server/domain/interviews/reminders';
import type { ReceivedMail, startSmtpInbox } from '../../helpers/smtp-inbox';
import { withJourneyDatabase } from './demo-seed';
import { LOAD, pathOf } from './feedback-journey';
import type { JourneyServer } from './journey-server';

type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
const HOUR = 3_600_000;

/** The next mail to `to` whose subject starts so, waited for. */
export async function awaitMail(inbox: SmtpInbox, to: string, subject: string): Promise<ReceivedMail> {
  const found = () =>
    inbox.received.filter((mail) => mail.to.includes(to) && mail.subject.startsWith(subject));
  await expect
    .poll(() => found().length, { ...LOAD, message: `no mail «${subject}» to ${to}` })
    .toBeGreaterThan(0);
  const [mail] = found().slice(-1);
  if (!mail) throw new Error('unreachable');
  return mail;
}

/** `20261205T080000Z`: a moment as iCalendar writes it in UTC (RFC 5545 §3.3.5). */
const icsStamp = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The calendar of a mail (docs/decisions/057): the `text/calendar; method=REQUEST` alternative and
 * the `.ics` attachment, both the interview's, starting at `startsAt`.
 */
function expectCalendar(mail: ReceivedMail, interviewId: number, startsAt: string): void {
  const alternative = mail.parts.find((part) => /^text\/calendar\b/i.test(part.contentType));
  const attachment = mail.parts.find((part) => part.filename?.endsWith('.ics'));
  expect(alternative?.contentType, 'the text/calendar part').toMatch(/method=REQUEST/i);
  expect(attachment, 'the .ics attachment').toBeDefined();
  for (const calendar of [alternative?.body ?? '', attachment?.body ?? '']) {
    const unfolded = calendar.replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toContain('METHOD:REQUEST');
    expect(unfolded).toMatch(new RegExp(`^UID:interview-${interviewId}@`, 'm'));
    expect(unfolded).toMatch(new RegExp(`^DTSTART:${icsStamp(startsAt)}\\r?$`, 'm'));
  }
}

/** The `count`th mail `subject` to `to` carries the calendar of the interview at `startsAt`. */
export async function expectCalendarMail(
  inbox: SmtpInbox,
  mail: { to: string; subject: string; count: number },
  interviewId: number,
  startsAt: string,
): Promise<void> {
  const matching = () =>
    inbox.received.filter((one) => one.to.includes(mail.to) && one.subject === mail.subject);
  await expect.poll(() => matching().length, { ...LOAD, message: `mail «${mail.subject}»` }).toBe(mail.count);
  const last = matching().at(-1);
  if (!last) throw new Error('unreachable');
  expectCalendar(last, interviewId, startsAt);
}

type Reminder = { channel: string; at: string };

/**
 * Where the reminders of a time booked at `startsAt` belong: a day and an hour before, to both
 * sides, by mail unless `channels` says otherwise.
 */
export function remindersAt(
  startsAt: string,
  channels: { student: string; company: string } = { student: 'mail', company: 'mail' },
): Reminder[] {
  const start = Date.parse(startsAt);
  return [24 * HOUR, HOUR].flatMap((lead) =>
    [channels.student, channels.company]
      .map((channel) => ({ channel, at: new Date(start - lead).toISOString() }))
      .sort((a, b) => a.channel.localeCompare(b.channel)),
  );
}

/**
 * The interview's reminders waiting in the outbox (its key, unsent), soonest first. PostgreSQL is
 * read beside the running server; PGlite belongs to one process, so the server stops for the read
 * and starts again on the same port.
 */
export async function waitingReminders(journey: JourneyServer, interviewId: number): Promise<Reminder[]> {
  const read = () =>
    withJourneyDatabase(journey.databaseEnv, async ({ db }) => {
      const rows = await db
        .select({ channel: outbox.channel, at: outbox.nextAttemptAt })
        .from(outbox)
        .where(and(eq(outbox.key, reminderKey(interviewId)), isNull(outbox.sentAt), isNull(outbox.failedAt)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.channel));
      return rows.map((row) => ({ channel: row.channel, at: row.at.toISOString() }));
    });
  return journey.databaseEnv.DATABASE_URL ? read() : journey.paused(read);
}

type ApiAnswer = { status: number; data: unknown };

/** The next POST to this API path from the page: its status and the envelope's data. */
export function nextPost(page: Page, path: string): Promise<ApiAnswer> {
  return page
    .waitForResponse(
      (response) => pathOf(response.url()) === path && response.request().method() === 'POST',
      LOAD,
    )
    .then(async (response) => ({
      status: response.status(),
      data: Reflect.get(Object(await response.json()), 'data') ?? null,
    }));
}

/** The slots of an interview object the API answered. */
export function slotsIn(data: unknown): { id: number; startsAt: string; durationMin: number }[] {
  const slots: unknown = Reflect.get(Object(data), 'slots');
  if (!Array.isArray(slots)) throw new Error('no slots in the interview');
  return slots.map((slot) => ({
    id: Number(Reflect.get(Object(slot), 'id')),
    startsAt: String(Reflect.get(Object(slot), 'startsAt')),
    durationMin: Number(Reflect.get(Object(slot), 'durationMin')),
  }));
}

/**
 * Holds each page's POST to `path` until every page has sent one, then lets them all through at
 * once: two students pressing at the same moment reach the server together.
 */
export async function releaseTogether(pages: readonly Page[], path: string): Promise<void> {
  let release = () => {};
  const together = new Promise<void>((resolve) => {
    release = resolve;
    // Never a hang: a page that does not send lets the others go after a while (the test then fails).
    setTimeout(resolve, LOAD.timeout);
  });
  let arrived = 0;
  for (const page of pages) {
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        arrived += 1;
        if (arrived === pages.length) release();
        await together;
        await route.continue();
      },
    );
  }
}

import type { MailMessage } from '../../mail/mailer';
import type { DomainDeps } from '../deps';
import { type CalendarEvent, renderCalendar } from './icalendar';
import type { InterviewFacts } from './interview-rows';
import { type SlotTime, slotEnd } from './slot-time';

/** The host of every interview's UID: PUBLIC_URL's, or a fixed name when none is configured. */
function uidHost(publicUrl: string | undefined): string {
  if (!publicUrl) return 'karyera.local';
  try {
    return new URL(publicUrl).hostname || 'karyera.local';
  } catch {
    return 'karyera.local';
  }
}

export const studentNameOf = (facts: InterviewFacts): string =>
  `${facts.studentFirstName} ${facts.studentLastName}`.trim();

/** Where it is held, as both the calendar and the messages say it. */
export const whereOf = (facts: Pick<InterviewFacts, 'format' | 'place' | 'link'>): string | null =>
  facts.format === 'online' ? (facts.link ? `Онлайн: ${facts.link}` : 'Онлайн') : facts.place;

/**
 * The interview's calendar entry for its booked `slot`: a stable UID (`interview-<id>@<host>`)
 * and the interview's SEQUENCE, so every later version replaces the one a calendar holds; the
 * company organises, the student attends (docs/decisions/057).
 */
export function interviewCalendar(
  deps: Pick<DomainDeps, 'publicUrl'>,
  facts: InterviewFacts,
  slot: SlotTime,
  method: 'REQUEST' | 'CANCEL',
  stamp: Date,
): string {
  const event: CalendarEvent = {
    uid: `interview-${facts.id}@${uidHost(deps.publicUrl)}`,
    sequence: facts.sequence,
    method,
    stamp,
    start: slot.startsAt,
    end: slotEnd(slot),
    summary: `Собеседование: ${facts.vacancyTitle} — ${facts.companyName}`,
    description: [
      `Вакансия: ${facts.vacancyTitle}`,
      `Компания: ${facts.companyName}`,
      `Кандидат: ${studentNameOf(facts)}`,
      ...(facts.message ? ['', facts.message] : []),
    ].join('\n'),
    location: whereOf(facts),
    url: facts.format === 'online' ? facts.link : null,
    organizer: { name: facts.companyContact || facts.companyName, email: facts.companyEmail },
    attendee: { name: studentNameOf(facts), email: facts.studentEmail },
  };
  return renderCalendar(event);
}

/** The mail's calendar part (nodemailer's icalEvent, src/server/mail/mailer.ts). */
export function calendarAttachment(
  content: string,
  method: 'REQUEST' | 'CANCEL',
): NonNullable<MailMessage['icalEvent']> {
  return { method, filename: 'interview.ics', content };
}

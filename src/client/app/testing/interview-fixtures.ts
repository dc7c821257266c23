/** Answers of the interview API for the board's and the list's tests, in the shared contract's shapes. */

import { endpoints } from '../../../shared/contract/endpoints';
import type { InterviewItem } from '../../../shared/contract/interview.contract';
import { moscowDate } from '../../../shared/moscow-time';

export const INTERVIEWS = endpoints.interview.interviewItems;
export const INTERVIEW_CREATE = endpoints.interview.interviewCreate;
export const INTERVIEW_RESCHEDULE = endpoints.interview.interviewReschedule;
export const INTERVIEW_CANCEL = endpoints.interview.interviewCancel;
export const INTERVIEW_LINK = endpoints.interview.interviewLink;

const HOUR = 3_600_000;

/** The Moscow date `days` from now, `YYYY-MM-DD`: a form's date always ahead and within the horizon. */
export function moscowDayAhead(days: number): string {
  return moscowDate(new Date(Date.now() + days * 24 * HOUR));
}

/** A moment `hours` from now, to the minute, in ISO 8601. */
export function hoursAhead(hours: number): string {
  const at = new Date(Date.now() + hours * HOUR);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
}

export function interviewItem(overrides: Partial<InterviewItem> = {}): InterviewItem {
  return {
    id: 5,
    applicationId: 11,
    status: 'active',
    format: 'online',
    place: null,
    link: 'https://telemost.yandex.ru/j/123',
    message: null,
    slots: [
      { id: 21, startsAt: hoursAhead(48), durationMin: 45, taken: false },
      { id: 22, startsAt: hoursAhead(72), durationMin: 45, taken: false },
    ],
    bookedSlotId: null,
    vacancyTitle: 'Стажёр-аналитик',
    companyName: 'ООО Ромашка',
    studentName: 'Иван Петров',
    sequence: 0,
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/**
 * The invitation form's values and their verdict (docs/decisions/057-interviews.md): rows of a
 * Moscow date, time and duration become `slots` in ISO 8601 with +03:00; the company's free times
 * of other invitations are `slotIds`. The contract checks the shape; the clock's limits (in the
 * future, within the horizon, none twice) are checked here as the server does
 * (src/server/domain/interviews/offer-slots.ts), so a wrong time is said at its row before sending.
 */
import {
  INTERVIEW_HORIZON_DAYS,
  INTERVIEW_SLOTS_MAX,
  type InterviewCreate,
  InterviewCreateSchema,
  type InterviewReschedule,
  InterviewRescheduleSchema,
  interviewSlotCountOk,
} from '../../../../shared/contract/interview.contract';
import { moscowMoment } from '../../../lib/interview-time';
import { type Verdict, verdictOf } from '../../../lib/use-form';

const DAY = 86_400_000;
const DEFAULT_DURATION = '45';

export interface SlotRow {
  /** Stable key for React while rows are added and removed. */
  key: number;
  /** `YYYY-MM-DD` and `HH:MM`, on the Moscow clock. */
  date: string;
  time: string;
  /** Minutes, as typed. */
  duration: string;
}

export interface InterviewValues {
  rows: SlotRow[];
  /** Free times of the company's other invitations, offered again. */
  slotIds: number[];
  format: 'online' | 'office';
  link: string;
  place: string;
  message: string;
}

export const emptyRow = (key: number, from?: SlotRow): SlotRow => ({
  key,
  date: from?.date ?? '',
  time: '',
  duration: from?.duration ?? DEFAULT_DURATION,
});

export const initialValues = (): InterviewValues => ({
  rows: [emptyRow(1)],
  slotIds: [],
  format: 'online',
  link: '',
  place: '',
  message: '',
});

/** The paths the form shows at a field; any other error of the server goes to the alert. */
export const isInterviewField = (path: string): boolean =>
  /^(slots(\.\d+\.(startsAt|durationMin))?|slotIds|format|place|link|message)$/.test(path);

/** Errors the contract cannot see: empty or past times, too far ahead, the same time twice. */
function clockErrors(values: InterviewValues, now: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  values.rows.forEach((row, index) => {
    const path = `slots.${index}.startsAt`;
    if (row.date === '' || row.time === '') {
      errors[path] = 'Укажите дату и время собеседования.';
      return;
    }
    const at = Date.parse(moscowMoment(row.date, row.time));
    if (Number.isNaN(at)) errors[path] = 'Укажите дату и время собеседования.';
    else if (at <= now) errors[path] = 'Время собеседования должно быть в будущем.';
    else if (at > now + INTERVIEW_HORIZON_DAYS * DAY)
      errors[path] = `Время собеседования — не дальше чем через ${INTERVIEW_HORIZON_DAYS} дней.`;
    else if (seen.has(at)) errors[path] = 'Это время уже указано выше.';
    seen.add(at);
    if (row.duration.trim() === '') errors[`slots.${index}.durationMin`] = 'Укажите длительность в минутах.';
  });
  const slots = { slots: values.rows, slotIds: values.slotIds };
  if (!interviewSlotCountOk(slots))
    errors.slots = `Предложите от 1 до ${INTERVIEW_SLOTS_MAX} вариантов времени.`;
  return errors;
}

const slotsOf = (values: InterviewValues) =>
  values.rows.map((row) => ({
    startsAt: moscowMoment(row.date, row.time),
    durationMin: Number(row.duration),
  }));

/** The contract's verdict, with the clock's errors over it at their rows. */
function merged<I>(verdict: Verdict<I>, own: Record<string, string>): Verdict<I> {
  if (verdict.ok && Object.keys(own).length === 0) return verdict;
  return { ok: false, errors: { ...(verdict.ok ? {} : verdict.errors), ...own } };
}

/** POST /api/interview/: a new invitation. */
export function checkInvitation(
  applicationId: number,
  values: InterviewValues,
  now = Date.now(),
): Verdict<InterviewCreate> {
  const body = {
    applicationId,
    slots: slotsOf(values),
    slotIds: values.slotIds,
    format: values.format,
    ...(values.format === 'online' ? { link: values.link } : { place: values.place }),
    ...(values.message.trim() === '' ? {} : { message: values.message }),
  };
  return merged(verdictOf(InterviewCreateSchema, body), clockErrors(values, now));
}

/** POST /api/interview/reschedule/: the company's new times for the interview `id`. */
export function checkReschedule(
  id: number,
  values: InterviewValues,
  now = Date.now(),
): Verdict<InterviewReschedule> {
  const body = {
    id,
    slots: slotsOf(values),
    slotIds: values.slotIds,
    ...(values.message.trim() === '' ? {} : { message: values.message }),
  };
  return merged(verdictOf(InterviewRescheduleSchema, body), clockErrors(values, now));
}

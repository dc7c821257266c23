import { csvDateTime } from '../../../../shared/moscow-time';

/** «05.12.2026»: the last Moscow day of an offer's deadline (the moment given is the next midnight). */
export function lastDay(answerBy: string): string {
  return csvDateTime(new Date(new Date(answerBy).getTime() - 1)).slice(0, 10);
}

const slotDay = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** «пт, 5 декабря, 11:00 — 45 мин (мск)»: an interview's time as the student picks it. */
export function slotText(startsAt: string, durationMin: number): string {
  return `${slotDay.format(new Date(startsAt))} — ${durationMin} мин (мск)`;
}

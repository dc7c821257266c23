/**
 * Interview times in Moscow time (src/shared/moscow-time.ts; UTC+3 all year since 2014), as the
 * company's board and its list by day show them (docs/decisions/057-interviews.md): «11:00–11:45»,
 * «5 декабря, пятница», and the form's date and time fields turned into ISO 8601 with +03:00.
 */
import { MOSCOW_TIME_ZONE, moscowDate } from '../../shared/moscow-time';

const MINUTE = 60_000;
const DAY = 86_400_000;

const clock = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayName = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  weekday: 'long',
});

interface SlotTime {
  startsAt: string;
  durationMin: number;
}

/** «2026-12-05T11:00:00+03:00»: a date and a time read on the Moscow clock. */
export function moscowMoment(date: string, time: string): string {
  return `${date}T${time}:00+03:00`;
}

/** The Moscow day of a moment, `YYYY-MM-DD`: the list's groups. */
export function moscowDayOf(iso: string): string {
  return moscowDate(new Date(iso));
}

/** «Сегодня», «Завтра», else «5 декабря, пятница», against today's Moscow date. */
export function dayTitle(day: string, now: Date): string {
  const today = moscowDate(now);
  if (day === today) return 'Сегодня';
  if (day === moscowDate(new Date(now.getTime() + DAY))) return 'Завтра';
  // Noon of that Moscow day names it whatever the reader's own zone.
  const [month = '', weekday = ''] = dayName
    .format(new Date(`${day}T12:00:00+03:00`))
    .split(', ')
    .reverse();
  return `${month}, ${weekday}`;
}

/** «11:00–11:45» on the Moscow clock. */
export function timeRange(slot: SlotTime): string {
  const start = new Date(slot.startsAt);
  return `${clock.format(start)}–${clock.format(new Date(start.getTime() + slot.durationMin * MINUTE))}`;
}

/** «5 декабря, пятница, 11:00–11:45 МСК»: a time with its day, for a list of several days. */
export function slotText(slot: SlotTime, now: Date): string {
  return `${dayTitle(moscowDayOf(slot.startsAt), now)}, ${timeRange(slot)} МСК`;
}

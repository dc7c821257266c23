/**
 * Moments are written as the career centre reads them: Moscow time (no daylight saving since
 * 2014), «23.11.2026 14:05», which Excel and LibreOffice with Russian settings take for a date.
 * A CSV column holding them says so in its header (`timeColumn` in server/domain/board/export-list.ts).
 */
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';
const moscowParts = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The parts of a moment in Moscow; built from parts, not the locale's own punctuation. */
function moscow(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(moscowParts.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** «23.11.2026 14:05» in Moscow time. */
export function csvDateTime(date: Date): string {
  const { year, month, day, hour, minute } = moscow(date);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** The first moment after the Moscow day `2026-11-23` (its midnight, UTC+3 all year). */
export function endOfMoscowDay(day: string): Date {
  return new Date(new Date(`${day}T00:00:00+03:00`).getTime() + 86_400_000);
}

/**
 * «05.12.2026»: the last Moscow day of a period that ends at `end` (the next midnight, as
 * endOfMoscowDay gives it): an offer's deadline, a notice's last day.
 */
export function lastMoscowDay(end: Date | string): string {
  return csvDateTime(new Date(new Date(end).getTime() - 1)).slice(0, 10);
}

/** «2026-11-23»: the Moscow date, for a download's file name. */
export function moscowDate(date: Date): string {
  const { year, month, day } = moscow(date);
  return `${year}-${month}-${day}`;
}

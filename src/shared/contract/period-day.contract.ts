import * as v from 'valibot';

/*
 * A day of a period filter, apart from query.ts: the vacancy list's first screen reads query.ts,
 * and these checks are only for the boards' periods (tests/e2e/js-budget.journey.test.ts).
 */

/**
 * The days a period filter may name: what the board can hold, and what PostgreSQL and the Moscow
 * time arithmetic take (`0000-01-01` or `2024-02-30` once reached the database and answered 500).
 */
const DAY_MIN = '2000-01-01';
const DAY_MAX = '2100-12-31';
const DAY_RANGE_MESSAGE = `Укажите дату между ${DAY_MIN.split('-').reverse().join('.')} и ${DAY_MAX.split('-').reverse().join('.')}.`;

/** `2026-12-05`, a day the calendar has (not `2026-02-30`). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** `from=ГГГГ-ММ-ДД` of a list or figures period: a real day within DAY_MIN…DAY_MAX. */
export const DayParamSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД.'),
    v.check(isCalendarDay, 'Такой даты нет в календаре: проверьте день и месяц.'),
    v.check((day) => day >= DAY_MIN && day <= DAY_MAX, DAY_RANGE_MESSAGE),
  ),
);

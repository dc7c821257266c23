/**
 * The company's upcoming interviews grouped by Moscow day (docs/decisions/057-interviews.md). An
 * interview stands at its booked time, else at its first time still ahead, as the server orders
 * them (src/server/domain/interviews/list-interviews.ts).
 */
import type { InterviewItem } from '../../../shared/contract/interview.contract';
import { dayTitle, moscowDayOf } from '../../lib/interview-time';

type Slot = InterviewItem['slots'][number];

export interface DayGroup {
  /** `YYYY-MM-DD` in Moscow. */
  day: string;
  /** «Сегодня», «Завтра», «5 декабря, пятница». */
  title: string;
  entries: { interview: InterviewItem; slot: Slot }[];
}

/** The time an interview stands at on the list: the booked one, else the first not yet over. */
function listedSlot(interview: InterviewItem, now: Date): Slot | null {
  const booked = interview.slots.find((slot) => slot.id === interview.bookedSlotId);
  if (booked) return booked;
  const ahead = interview.slots
    .filter((slot) => Date.parse(slot.startsAt) + slot.durationMin * 60_000 >= now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return ahead[0] ?? null;
}

/** The interviews by day, days and times in order; one with no time ahead is left out. */
export function groupByDay(interviews: readonly InterviewItem[], now: Date): DayGroup[] {
  const groups = new Map<string, DayGroup>();
  for (const interview of interviews) {
    const slot = listedSlot(interview, now);
    if (!slot) continue;
    const day = moscowDayOf(slot.startsAt);
    const group = groups.get(day) ?? { day, title: dayTitle(day, now), entries: [] };
    group.entries.push({ interview, slot });
    groups.set(day, group);
  }
  const byTime = (a: { slot: Slot }, b: { slot: Slot }) =>
    Date.parse(a.slot.startsAt) - Date.parse(b.slot.startsAt);
  return [...groups.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((group) => ({ ...group, entries: group.entries.sort(byTime) }));
}

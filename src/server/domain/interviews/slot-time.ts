import { MOSCOW_TIME_ZONE } from '../../../shared/moscow-time';

const MINUTE = 60_000;

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type SlotTime = { startsAt: Date; durationMin: number };
/** A slot written for an interview: its id, for the student's choice. */
export type OfferedSlot = SlotTime & { id: number };

const buttonDayFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});

export const slotEnd = (slot: SlotTime): Date =>
  new Date(slot.startsAt.getTime() + slot.durationMin * MINUTE);

/** «вт, 10.03.2026, 10:00–10:45 (МСК)»: how people read a slot, in Moscow time (UTC+3, no DST). */
export function slotText(slot: SlotTime): string {
  return `${dayFormat.format(slot.startsAt)}, ${timeFormat.format(slot.startsAt)}–${timeFormat.format(slotEnd(slot))} (МСК)`;
}

/** «вт, 10.03 · 10:00–10:45»: a slot on a bot button (Moscow time, the message above says so). */
function slotButtonText(slot: SlotTime): string {
  return `${buttonDayFormat.format(slot.startsAt)} · ${timeFormat.format(slot.startsAt)}–${timeFormat.format(slotEnd(slot))}`;
}

/** The times offered for `interviewId` as the buttons of the bot's message, soonest first. */
export function slotChoice(interviewId: number, slots: readonly OfferedSlot[]) {
  const times = [...slots]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((slot) => ({ slotId: slot.id, label: slotButtonText(slot) }));
  return { interviewId, times };
}

/** The slots as lines of a message, soonest first. */
export function slotLines(slots: readonly SlotTime[]): string {
  return [...slots]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((slot) => `• ${slotText(slot)}`)
    .join('\n');
}

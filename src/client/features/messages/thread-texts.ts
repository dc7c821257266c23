/** The words of a thread (docs/decisions/058): who wrote, when (Moscow time), what a move was. */
import { APPLICATION_STATUS_LABELS } from '../../../shared/contract/application.contract';
import type { ThreadItem } from '../../../shared/contract/message.contract';
import { MOSCOW_TIME_ZONE } from '../../../shared/moscow-time';

/** Who reads the thread: one of its two sides, or the career centre reading a reported one. */
export type ThreadReader = 'student' | 'company' | 'admin';

/** The two sides' names as the header shows them: «ООО Ромашка», «Павел Петров». */
export interface ThreadNames {
  company: string;
  student: string;
}

const moscowDateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * «21 ноября, 14:05 МСК». Moscow time for both sides, as the board's history shows it: a time
 * written in a message («завтра в 14:00») is read against the same clock.
 */
export function threadTime(iso: string): string {
  return `${moscowDateTime.format(new Date(iso))} МСК`;
}

/** «Вы» for the reader's own; else the company's or the student's name, or who moved the status. */
export function authorName(item: ThreadItem, names: ThreadNames, reader: ThreadReader): string {
  // The career centre writes nothing in a thread: every author is named to it.
  if (item.mine && reader !== 'admin') return 'Вы';
  switch (item.author) {
    case 'company':
      return names.company;
    case 'student':
      return names.student;
    case 'admin':
      return 'Карьерный центр';
    case 'system':
      return 'Автоматически';
  }
}

/** What a status move did: «Статус: Приглашение» (the first move is the application itself). */
export function statusText(item: ThreadItem): string {
  if (item.status === null) return '';
  return `Статус: ${APPLICATION_STATUS_LABELS[item.status.to]}`;
}

/** What an item is, said first to screen readers and shown on the letter and the moves. */
export const KIND_LABELS: Record<ThreadItem['kind'], string> = {
  letter: 'Сопроводительное письмо',
  status: 'Смена статуса',
  message: 'Сообщение',
};

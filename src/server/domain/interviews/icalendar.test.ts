import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar, utcStamp } from './icalendar';

const strict = new TextDecoder('utf-8', { fatal: true });
const octets = (text: string) => new TextEncoder().encode(text).length;

/** Unfolds as a calendar reader does (RFC 5545 §3.1): CRLF followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

const event = {
  uid: 'interview-42@karyera.example',
  sequence: 3,
  method: 'REQUEST' as const,
  stamp: new Date('2026-03-01T12:00:00.123Z'),
  start: new Date('2026-03-10T07:00:00Z'),
  end: new Date('2026-03-10T07:45:00Z'),
  summary: 'Собеседование: «Аналитик данных», ООО «Ромашка»',
  description: 'Ждём вас; возьмите паспорт, диплом\nи ноутбук. Путь: C:\\офис',
  location: 'Москва, ул. Тверская, д. 1, офис 305; вход со двора',
  url: 'https://meet.example/abc',
  organizer: { name: 'Анна "HR" Петрова', email: 'hr@romashka.example' },
  attendee: { name: 'Иван Иванов', email: 'ivan@example.ru' },
};

describe('the iCalendar writer', () => {
  it('writes UTC stamps without separators or milliseconds', () => {
    expect(utcStamp(event.stamp)).toBe('20260301T120000Z');
    expect(utcStamp(event.start)).toBe('20260310T070000Z');
  });

  it('escapes backslash first, then ; and , and line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('Путь: C:\\офис; этаж 3, комната 5')).toBe('Путь: C:\\\\офис\\; этаж 3\\, комната 5');
  });

  it('folds Cyrillic at 75 octets, never inside a UTF-8 sequence, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'Приглашаем на собеседование по вакансии «Аналитик данных». '.repeat(6)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const [index, part] of physical.entries()) {
      const bytes = new TextEncoder().encode(part);
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each physical line decodes on its own: no two-byte letter was cut in half.
      expect(strict.decode(bytes)).toBe(part);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(unfold(folded)).toBe(line);
    // An odd ASCII prefix puts the 75th octet inside a Cyrillic letter: the break moves before it.
    const odd = foldLine(`X:${'ж'.repeat(80)}`);
    expect(odd.split('\r\n')[0]).toBe(`X:${'ж'.repeat(36)}`);
    expect(octets(odd.split('\r\n')[0] ?? '')).toBe(74);
  });

  it('keeps an emoji (4 octets, a surrogate pair) whole across a fold', () => {
    const line = `SUMMARY:${'a'.repeat(65)}😀😀😀`;
    const physical = foldLine(line).split('\r\n');
    for (const part of physical) expect(strict.decode(new TextEncoder().encode(part))).toBe(part);
    expect(physical[0]).toBe(`SUMMARY:${'a'.repeat(65)}`);
    expect(unfold(foldLine(line))).toBe(line);
  });

  it('renders a REQUEST with the required properties, CRLF everywhere, quoted names', () => {
    const text = renderCalendar(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).trimEnd().split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Karyera//Interviews//RU',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:interview-42@karyera.example');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('DTSTAMP:20260301T120000Z');
    expect(lines).toContain('DTSTART:20260310T070000Z');
    expect(lines).toContain('DTEND:20260310T074500Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SUMMARY:Собеседование: «Аналитик данных»\\, ООО «Ромашка»');
    expect(lines).toContain(
      'DESCRIPTION:Ждём вас\\; возьмите паспорт\\, диплом\\nи ноутбук. Путь: C:\\\\офис',
    );
    expect(lines).toContain('LOCATION:Москва\\, ул. Тверская\\, д. 1\\, офис 305\\; вход со двора');
    expect(lines).toContain('ORGANIZER;CN="Анна HR Петрова":mailto:hr@romashka.example');
    expect(lines).toContain(
      'ATTENDEE;CN="Иван Иванов";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:ivan@example.ru',
    );
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('renders a CANCEL with STATUS:CANCELLED and the same UID', () => {
    const lines = unfold(renderCalendar({ ...event, method: 'CANCEL', sequence: 4 })).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:4');
    expect(lines).toContain('UID:interview-42@karyera.example');
  });
});

/**
 * A hand-written iCalendar (RFC 5545) writer for one interview, with iTIP methods (RFC 5546), as
 * summarised in docs/decisions/057-interviews.md: UTC times, CRLF line ends, lines folded at 75
 * octets without splitting a UTF-8 sequence, text values escaped, a stable UID and a SEQUENCE
 * that grows with every change, so a calendar updates the entry instead of adding another.
 */

type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
};

const CRLF = '\r\n';
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** 20260310T070000Z: a UTC DATE-TIME (RFC 5545 §3.3.5, form #2). */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values (§3.3.11): backslash first, then `;` `,` and line breaks as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (§3.2): quoted, without the DQUOTE it may not contain nor control characters. */
function paramValue(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return `"${text.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/**
 * Folds one content line (§3.1): at most 75 octets a line, continuation lines start with a space
 * (which counts), and a break never falls inside a character's UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The whole VCALENDAR, CRLF after every line, the last included. */
export function renderCalendar(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Karyera//Interviews//RU',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'}:mailto:${event.attendee.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

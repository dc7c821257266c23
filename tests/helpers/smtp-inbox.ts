import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** RCPT TO addresses of the SMTP conversation. */
  to: string[];
  subject: string;
  /** Every text part of the message, decoded (text/plain and text/html). */
  texts: string[];
  /** The Message-ID header (the outbox derives it from the row: duplicates share it). */
  messageId: string;
  /** The top-level headers, names in lower case, folded lines joined (List-Unsubscribe…). */
  headers: Record<string, string>;
  /** Every leaf part, text or not (a calendar's `text/calendar` alternative, an .ics attachment). */
  parts: MailPart[];
};

type MailPart = {
  /** The Content-Type header as sent: `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The attachment's file name (Content-Disposition or Content-Type `name`), if any. */
  filename: string | null;
  /** The body decoded as UTF-8. */
  body: string;
};

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives, for tests that
 * follow the link in a mail. No TLS, no AUTH: it only ever listens on loopback.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiters: ((mail: ReceivedMail) => void)[] = [];
  /** While set, every message is refused at the end of DATA with this SMTP code (451, 550, …). */
  let refusing: number | null = null;
  const refusals = { count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    // No reverse DNS of 127.0.0.1 per connection: its wait would be the test's, not the sender's.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing !== null) {
          refusals.count += 1;
          const refusal = Object.assign(new Error('refused by the test'), { responseCode: refusing });
          callback(refusal);
          return;
        }
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        received.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuse every message with `code` (4xx: try later; 5xx: never), or accept again with null. */
    refuse(code: number | null) {
      refusing = code;
    },
    /** How many messages were refused so far. */
    refused: () => refusals.count,
    /** The next message not yet taken; fails after `timeoutMs`. */
    next(timeoutMs = 5000): Promise<ReceivedMail> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
        waiters.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token of the first recovery link in a mail's text. */
export function tokenFromMail(mail: ReceivedMail): string {
  for (const text of mail.texts) {
    const match = text.match(/\/recovery\/(?:student|company)\/#token=([\w-]+)/);
    if (match?.[1]) return match[1];
  }
  throw new Error('no recovery link in the mail');
}

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace (RFC 5322 §2.2.3).
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** mailparser is not installed: the few MIME rules nodemailer's output needs, by hand. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const root = splitPart(raw);
  return {
    to,
    subject: decodeWords(root.headers.get('subject') ?? ''),
    texts: leafTexts(root),
    parts: leafParts(root),
    messageId: root.headers.get('message-id') ?? '',
    headers: Object.fromEntries(root.headers),
  };
}

/** The leaves of a part's MIME tree, multipart containers opened. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\n/, ''))));
  }
  return [part];
}

function decodedBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function leafTexts(part: Part): string[] {
  return leaves(part)
    .filter((leaf) => /^text\//i.test(leaf.headers.get('content-type') ?? 'text/plain'))
    .map(decodedBody);
}

function leafParts(part: Part): MailPart[] {
  return leaves(part).map((leaf) => {
    const contentType = leaf.headers.get('content-type') ?? 'text/plain';
    const named = `${leaf.headers.get('content-disposition') ?? ''}; ${contentType}`;
    const filename = named.match(/(?:file)?name="?([^";]+)"?/i)?.[1] ?? null;
    return {
      contentType,
      filename: filename === null ? null : decodeWords(filename),
      body: decodedBody(leaf),
    };
  });
}

/** Soft line breaks (`=` at a line's end) vanish; `=XX` are bytes of UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

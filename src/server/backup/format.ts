import { createHash, type Hash } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';

/**
 * The backup file (docs/decisions/036-backups.md): lines of UTF-8 text, each `KIND<TAB>payload`,
 * gzip-compressed on disk. One format for both databases, so a backup of the embedded database
 * restores into PostgreSQL and back, and the move between them is a backup piped into a restore.
 *
 *   H  {header}                         format, version, source kind, applied migrations
 *   T  {table, columns, identity}       a table; its rows follow
 *   R  table  [row, row, …]            rows as PostgreSQL's own jsonb text (never parsed in JS)
 *   S  {sequence, value}               a sequence's last value, read after the rows
 *   F  {name, size, sha256}  base64    one upload from DATA_DIR/files
 *   E  {trailer}                        counts and the SHA-256 of every byte before this line
 */
export const BACKUP_FORMAT = 'job-board-backup';
export const BACKUP_VERSION = 1;

export type Migration = { hash: string; createdAt: string };

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  migrations: Migration[];
};

export type TableLine = { table: string; columns: string[]; identityAlways: boolean };
type SequenceLine = { sequence: string; value: string };
type FileLine = { name: string; size: number; sha256: string };

export type BackupTrailer = {
  tables: Record<string, number>;
  files: number;
  fileBytes: number;
  /** Uploads a row named but whose bytes were gone when read: destroyed after the snapshot. */
  missingFiles: string[];
  sha256: string;
};

export class BackupFormatError extends Error {
  override name = 'BackupFormatError';
}

/** Writes lines with backpressure and keeps the running hash the trailer carries. */
export class LineWriter {
  readonly #out: Writable;
  readonly #hash: Hash = createHash('sha256');
  bytes = 0;

  constructor(out: Writable) {
    this.#out = out;
  }

  async line(kind: string, ...parts: string[]): Promise<void> {
    const text = `${kind}\t${parts.join('\t')}\n`;
    const chunk = Buffer.from(text, 'utf8');
    this.#hash.update(chunk);
    this.bytes += chunk.length;
    if (!this.#out.write(chunk)) await drainOrFail(this.#out);
  }

  /** The trailer line: its hash covers every line written before it. */
  async end(trailer: Omit<BackupTrailer, 'sha256'>): Promise<BackupTrailer> {
    const full: BackupTrailer = { ...trailer, sha256: this.#hash.digest('hex') };
    const text = `E\t${JSON.stringify(full)}\n`;
    this.bytes += Buffer.byteLength(text);
    if (!this.#out.write(text)) await drainOrFail(this.#out);
    return full;
  }
}

function drainOrFail(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.destroyed) {
      reject(new Error('the backup output closed before the end'));
      return;
    }
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('the backup output closed before the end'));
    };
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

export type BackupLine =
  | { kind: 'H'; header: BackupHeader }
  | { kind: 'T'; table: TableLine }
  | { kind: 'R'; table: string; rows: string }
  | { kind: 'S'; sequence: SequenceLine }
  | { kind: 'F'; file: FileLine; bytes: Buffer }
  | { kind: 'E'; trailer: BackupTrailer };

/** Splits a stream on '\n' exactly (no other line ends), keeping the raw bytes for the hash. */
async function* rawLines(input: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      yield pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) yield Buffer.concat(pending); // no final '\n': the trailer check refuses it
}

function parseJson<T>(text: string | undefined, what: string): T {
  try {
    return JSON.parse(text ?? '') as T;
  } catch {
    throw new BackupFormatError(`повреждена строка ${what}`);
  }
}

/**
 * Reads a backup line by line, checking its structure and, at the end, the hash and counts of the
 * trailer. Nothing after the trailer is allowed: a file that ends early or was changed is refused
 * by the time the generator finishes, so a restore commits only after the last line.
 */
export async function* readBackup(input: Readable): AsyncGenerator<BackupLine> {
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  let files = 0;
  let seenHeader = false;
  let trailer: BackupTrailer | null = null;
  for await (const raw of rawLines(input)) {
    if (trailer) throw new BackupFormatError('данные после завершающей строки');
    const text = raw.toString('utf8');
    const tab = text.indexOf('\t');
    const kind = text.slice(0, tab);
    const payload = text.slice(tab + 1);
    if (!seenHeader && kind !== 'H') throw new BackupFormatError('это не резервная копия этой программы');
    if (kind === 'E') {
      trailer = parseJson<BackupTrailer>(payload, 'итогов');
      if (trailer.sha256 !== hash.digest('hex'))
        throw new BackupFormatError('контрольная сумма не совпадает: файл изменён или повреждён');
      for (const [table, rows] of Object.entries(trailer.tables))
        if ((counts[table] ?? 0) !== rows) throw new BackupFormatError(`неполные строки таблицы ${table}`);
      if (trailer.files !== files) throw new BackupFormatError('неполный список файлов');
      yield { kind: 'E', trailer };
      continue;
    }
    hash.update(raw);
    hash.update('\n');
    if (kind === 'H') {
      const header = parseJson<BackupHeader>(payload, 'заголовка');
      if (header.format !== BACKUP_FORMAT)
        throw new BackupFormatError('это не резервная копия этой программы');
      if (header.version !== BACKUP_VERSION)
        throw new BackupFormatError(`версия формата ${header.version} не поддерживается`);
      seenHeader = true;
      yield { kind: 'H', header };
    } else if (kind === 'T') {
      yield { kind: 'T', table: parseJson<TableLine>(payload, 'таблицы') };
    } else if (kind === 'R') {
      const second = payload.indexOf('\t');
      const table = payload.slice(0, second);
      const rows = payload.slice(second + 1);
      // Counted by the rows' top-level objects without parsing their values (bigint, numeric stay exact).
      counts[table] = (counts[table] ?? 0) + countTopLevelObjects(rows);
      yield { kind: 'R', table, rows };
    } else if (kind === 'S') {
      yield { kind: 'S', sequence: parseJson<SequenceLine>(payload, 'последовательности') };
    } else if (kind === 'F') {
      const second = payload.indexOf('\t');
      const file = parseJson<FileLine>(payload.slice(0, second), 'файла');
      const bytes = Buffer.from(payload.slice(second + 1), 'base64');
      if (bytes.length !== file.size || createHash('sha256').update(bytes).digest('hex') !== file.sha256)
        throw new BackupFormatError(`файл ${file.name} повреждён`);
      files += 1;
      yield { kind: 'F', file, bytes };
    } else {
      throw new BackupFormatError(`неизвестная строка «${kind.slice(0, 8)}»`);
    }
  }
  if (!trailer) throw new BackupFormatError('файл обрывается: нет завершающей строки (копия неполная)');
}

/** Objects at depth 1 of a JSON array, skipping strings: the row count of an `R` line. */
export function countTopLevelObjects(json: string): number {
  let depth = 0;
  let count = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (depth === 1 && c === 123) count++;
      depth++;
    } else if (c === 125 || c === 93) depth--;
  }
  return count;
}

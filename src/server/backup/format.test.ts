import { PassThrough, Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { describeUrl, redact } from './cli-support';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFormatError,
  countTopLevelObjects,
  LineWriter,
  readBackup,
} from './format';

it('counts the rows of an R line without parsing their values', () => {
  expect(countTopLevelObjects('[]')).toBe(0);
  expect(countTopLevelObjects('[{"a": 1}]')).toBe(1);
  expect(
    countTopLevelObjects('[{"a": {"b": [{"c": 1}]}}, {"t": "} { [ \\" ]"}, {"n": 12345678901234567890}]'),
  ).toBe(3);
});

async function written(lines: (w: LineWriter) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new LineWriter(out);
  await lines(writer);
  out.end();
  return Buffer.concat(chunks);
}

const header = JSON.stringify({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  createdAt: '2026-11-24T00:00:00.000Z',
  source: 'pglite',
  migrations: [],
});

async function readAll(bytes: Buffer, chunkSize = 7) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const kinds: string[] = [];
  for await (const line of readBackup(Readable.from(chunks))) kinds.push(line.kind);
  return kinds;
}

it('reads back what it wrote, across any chunking, and refuses a changed byte or a missing end', async () => {
  const bytes = await written(async (w) => {
    await w.line('H', header);
    await w.line('T', JSON.stringify({ table: 'tags', columns: ['id', 'name'], identityAlways: true }));
    await w.line('R', 'tags', '[{"id": 1, "name": "таб\\tи\\nперевод"}, {"id": 2, "name": "}"}]');
    await w.line('S', JSON.stringify({ sequence: 'tags_id_seq', value: '2' }));
    await w.end({ tables: { tags: 2 }, files: 0, fileBytes: 0, missingFiles: [] });
  });
  expect(await readAll(bytes)).toEqual(['H', 'T', 'R', 'S', 'E']);
  expect(await readAll(bytes, 1)).toEqual(['H', 'T', 'R', 'S', 'E']);

  const changed = Buffer.from(bytes.toString('utf8').replace('"id": 2', '"id": 3'));
  await expect(readAll(changed)).rejects.toThrow(/контрольная сумма не совпадает/);
  const cut = bytes.subarray(0, bytes.indexOf('\nE\t') + 1);
  await expect(readAll(cut)).rejects.toThrow(/нет завершающей строки/);
  await expect(readAll(Buffer.from('hello\n'))).rejects.toThrow(BackupFormatError);
});

it('refuses a trailer whose counts do not match the rows', async () => {
  const bytes = await written(async (w) => {
    await w.line('H', header);
    await w.line('T', JSON.stringify({ table: 'tags', columns: ['id'], identityAlways: true }));
    await w.line('R', 'tags', '[{"id": 1}]');
    await w.end({ tables: { tags: 2 }, files: 0, fileBytes: 0, missingFiles: [] });
  });
  await expect(readAll(bytes)).rejects.toThrow(/неполные строки таблицы tags/);
});

it('never prints a database password', () => {
  const url = 'postgres://board:s3cr%40t@db.internal:5432/jobs?sslmode=require';
  expect(describeUrl(url)).toBe('PostgreSQL db.internal:5432/jobs');
  const message = redact(`could not connect to ${url}; password s3cr@t rejected`, [url]);
  expect(message).not.toContain('s3cr');
  expect(message).toContain('PostgreSQL db.internal:5432/jobs');
});

import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Role } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import {
  jpegWithExif,
  MINIMAL_PDF,
  pixelFloodPng,
  smallPng,
  uploadFile,
} from '../../../tests/helpers/upload-fixtures';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import { messages } from '../../shared/messages';
import { files } from '../db/schema';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '../files/prepare-upload';
import { UPLOAD_BODY_LIMIT_BYTES } from './files.routes';

describeOnDatabases('POST /api/files/ (uploads)', (target) => {
  const suite = useBoardSuite(target);
  const upload = (role: Role, kind: string, file: { name: string; bytes: Uint8Array; type?: string }) =>
    uploadFile(suite.t.app, suite.cookies[role], kind, file);
  const storedRow = async (id: number) =>
    (await suite.database.db.select().from(files)).find((row) => row.id === id);

  it('re-encodes a JPEG to WebP, drops its EXIF and shrinks it to the kind’s size', async () => {
    const bytes = await jpegWithExif('secret-exif-comment');
    expect(bytes.includes('secret-exif-comment')).toBe(true);
    const response = await upload('student', 'photo', { name: 'Моё фото.jpg', bytes, type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const info = response.body.data as StoredFileInfo;
    expect(info).toEqual({ id: info.id, kind: 'photo', mime: 'image/webp', size: info.size, url: info.url });
    const row = await storedRow(info.id);
    expect(info.url).toBe(`/files/${row?.token}/`);
    const stored = row ? await suite.t.fileStorage.get(row.storedName) : null;
    if (!row || !stored) throw new Error('not stored');
    expect(row.storedName).toMatch(/^[\w-]{22}\.webp$/);
    expect(row.size).toBe(stored.byteLength);
    expect(Buffer.from(stored).includes('secret-exif-comment')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
  });

  it('accepts a PNG logo from a company and a PDF résumé from a student, kept as is', async () => {
    const logo = await upload('owner', 'logo', { name: 'logo.png', bytes: await smallPng() });
    expect(logo.status).toBe(201);
    const resume = await upload('student', 'resume', { name: 'cv.pdf', bytes: MINIMAL_PDF });
    expect(resume.status).toBe(201);
    const info = resume.body.data as StoredFileInfo;
    expect(info).toMatchObject({ kind: 'resume', mime: 'application/pdf', size: MINIMAL_PDF.byteLength });
    const row = await storedRow(info.id);
    const stored = row ? await suite.t.fileStorage.get(row.storedName) : null;
    expect(stored && Buffer.from(stored).equals(MINIMAL_PDF)).toBe(true);
  });

  it('refuses HTML, SVG with script named .png, text named .pdf and an archive', async () => {
    const html = await upload('student', 'photo', {
      name: 'x.html',
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
      type: 'text/html',
    });
    expect(html).toMatchObject({ status: 415, body: { success: false, message: messages.fileImageOnly } });
    const svg = await upload('owner', 'logo', {
      name: 'logo.png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      type: 'image/png',
    });
    expect(svg).toMatchObject({ status: 415, body: { message: messages.fileImageOnly } });
    const fakePdf = await upload('student', 'resume', {
      name: 'cv.pdf',
      bytes: Buffer.from('just text, not a pdf'),
      type: 'application/pdf',
    });
    expect(fakePdf).toMatchObject({ status: 415, body: { message: messages.fileResumeOnly } });
    const zipAsResume = await upload('student', 'resume', {
      name: 'cv.pdf',
      bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]),
    });
    expect(zipAsResume.status).toBe(415);
  });

  it('refuses a PDF sent as an image and an image sent as a résumé', async () => {
    const pdfPhoto = await upload('student', 'photo', { name: 'photo.jpg', bytes: MINIMAL_PDF });
    expect(pdfPhoto).toMatchObject({ status: 415, body: { message: messages.fileImageOnly } });
    const pngResume = await upload('student', 'resume', { name: 'cv.pdf', bytes: await smallPng() });
    expect(pngResume).toMatchObject({ status: 415, body: { message: messages.fileResumeOnly } });
  });

  it('refuses an image over 5 MB, a PDF over 10 MB (413) and a pixel flood before decoding it', async () => {
    const png = await smallPng();
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.byteLength)]);
    const tooBig = await upload('student', 'photo', { name: 'big.png', bytes: big });
    expect(tooBig).toMatchObject({ status: 413, body: { message: messages.fileImageOnly } });
    const bigPdf = Buffer.concat([MINIMAL_PDF, Buffer.alloc(PDF_MAX_BYTES + 1 - MINIMAL_PDF.byteLength)]);
    const tooBigPdf = await upload('student', 'resume', { name: 'cv.pdf', bytes: bigPdf });
    expect(tooBigPdf).toMatchObject({ status: 413, body: { message: messages.fileResumeOnly } });
    // Beyond the upload path's own body limit the body is not even read.
    const huge = Buffer.concat([MINIMAL_PDF, Buffer.alloc(UPLOAD_BODY_LIMIT_BYTES)]);
    const tooBigBody = await upload('student', 'resume', { name: 'cv.pdf', bytes: huge });
    expect(tooBigBody).toMatchObject({ status: 413, body: { message: messages.fileTooLarge } });
    const flood = await upload('student', 'photo', { name: 'flood.png', bytes: pixelFloodPng() });
    expect(flood).toMatchObject({ status: 413, body: { message: messages.fileTooManyPixels } });
  });

  it('lets each role upload only its kinds; guests not at all', async () => {
    const png = await smallPng();
    expect((await upload('guest', 'photo', { name: 'a.png', bytes: png })).status).toBe(401);
    expect((await upload('student', 'logo', { name: 'a.png', bytes: png })).status).toBe(403);
    expect((await upload('owner', 'photo', { name: 'a.png', bytes: png })).status).toBe(403);
    expect((await upload('owner', 'resume', { name: 'a.pdf', bytes: MINIMAL_PDF })).status).toBe(403);
    expect((await upload('admin', 'banner', { name: 'a.png', bytes: png })).status).toBe(201);
    expect((await upload('student', 'avatar', { name: 'a.png', bytes: png })).status).toBe(400);
  });

  it('keeps a path-traversal name out of storage and out of every answer', async () => {
    const response = await upload('student', 'photo', {
      name: '../../../etc/\u202Epasswd\u0000.png',
      bytes: await smallPng(),
    });
    expect(response.status).toBe(201);
    const info = response.body.data as StoredFileInfo;
    expect(JSON.stringify(response.body)).not.toContain('passwd');
    const row = await storedRow(info.id);
    expect(row?.storedName).toMatch(/^[\w-]{22}\.webp$/);
    const names = (await suite.t.fileStorage.list()).map((entry) => entry.name);
    expect(names.every((name) => /^[\w-]{22}\.(webp|pdf)$/.test(name))).toBe(true);
  });

  it('refuses multipart anywhere but the upload path', async () => {
    const response = await suite.t.api('POST', '/api/files/destroy/', {
      cookie: suite.cookies.student,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '3' },
    });
    expect(response.status).toBe(415);
  });
});

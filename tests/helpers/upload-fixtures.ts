import { crc32 } from 'node:zlib';
import type { Hono } from 'hono';
import sharp from 'sharp';
import type { AppEnv } from '../../src/server/http/context';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';

/** A small JPEG with an EXIF description, to prove re-encoding drops metadata. */
export function jpegWithExif(comment: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c03030' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: comment } })
    .toBuffer();
}

export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 4, background: '#3060c0' } })
    .png()
    .toBuffer();
}

/** A tiny PNG whose header claims 20000×20000 pixels: a pixel flood in a few dozen bytes. */
export function pixelFloodPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** POST /api/files/ as the browser sends it: multipart with a real length, XHR header, cookie. */
export async function uploadFile(
  app: Hono<AppEnv>,
  cookie: string,
  kind: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  /** E.g. the Mini App's `authorization: Bearer …`. */
  extraHeaders: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('kind', kind);
  form.set(
    'file',
    new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }),
  );
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers: Record<string, string> = {
    ...extraHeaders,
    [XHR_HEADER]: XHR_HEADER_VALUE,
    'content-type': encoded.headers.get('content-type') ?? '',
    'content-length': String(body.byteLength),
  };
  if (cookie) headers.cookie = cookie;
  const response = await app.request('/api/files/', { method: 'POST', headers, body });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

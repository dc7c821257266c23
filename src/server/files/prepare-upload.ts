import type { FileKind } from '../../shared/contract/file.contract';
import { messages } from '../../shared/messages';

/**
 * sharp and file-type load with the first upload, not with the server: together a fifth of a
 * second of every start (docs/decisions/035-release-build.md). Node caches them after that.
 */
const fileTypeFromBuffer = async (bytes: Uint8Array) => (await import('file-type')).fileTypeFromBuffer(bytes);
const loadSharp = async () => (await import('sharp')).default;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
/** sharp's default (~268 Mpx) lets a small file decode into gigabytes (ASVS 5.2.6: pixel flood). */
const IMAGE_MAX_PIXELS = 40_000_000;

/** The longest side after re-encoding, per kind: enough for the layouts, no more. */
const MAX_SIDE: Record<Exclude<FileKind, 'resume' | 'attachment'>, number> = {
  photo: 800,
  logo: 512,
  banner: 1920,
  project: 1280,
};

/**
 * Accepted image types. GIF is left out (animation and palette quirks for no product need), SVG
 * can carry script and is text, so file-type never reports it and it is refused with the rest.
 */
const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type PreparedFile = {
  bytes: Uint8Array;
  mime: 'image/webp' | 'application/pdf';
  extension: 'webp' | 'pdf';
};
type UploadRefusal = { ok: false; status: 400 | 413 | 415; message: string };
type Prepared = { ok: true; file: PreparedFile } | UploadRefusal;

const refuse = (status: UploadRefusal['status'], message: string): UploadRefusal => ({
  ok: false,
  status,
  message,
});

/**
 * Turns the client's bytes into what is stored. The type comes from the content only, never from
 * the name or the client's Content-Type (ASVS 5.2.2); images are decoded and re-encoded so
 * nothing but pixels survives (EXIF, comments, polyglot payloads); PDFs are checked and kept.
 */
export async function prepareUpload(kind: FileKind, bytes: Uint8Array): Promise<Prepared> {
  // A thread's attachment (a test task, a portfolio) is a PDF like a résumé (docs/decisions/058).
  if (kind === 'resume' || kind === 'attachment') return preparePdf(bytes);
  if (bytes.byteLength > IMAGE_MAX_BYTES) return refuse(413, messages.fileImageOnly);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !IMAGE_MIMES.has(detected.mime)) return refuse(415, messages.fileImageOnly);
  return reencodeImage(bytes, MAX_SIDE[kind]);
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

async function preparePdf(bytes: Uint8Array): Promise<Prepared> {
  if (bytes.byteLength > PDF_MAX_BYTES) return refuse(413, messages.fileResumeOnly);
  const startsAsPdf = Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC);
  const detected = await fileTypeFromBuffer(bytes);
  if (!startsAsPdf || detected?.mime !== 'application/pdf') return refuse(415, messages.fileResumeOnly);
  return { ok: true, file: { bytes, mime: 'application/pdf', extension: 'pdf' } };
}

async function reencodeImage(bytes: Uint8Array, maxSide: number): Promise<Prepared> {
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const };
  const sharp = await loadSharp();
  try {
    // The header is read first so a pixel flood is refused before any decoding work.
    const meta = await sharp(bytes, options).metadata();
    if (!meta.width || !meta.height) return refuse(400, messages.fileBroken);
    if (meta.width * meta.height > IMAGE_MAX_PIXELS) return refuse(413, messages.fileTooManyPixels);
    // rotate(): apply the EXIF orientation, since the metadata carrying it is dropped (sharp keeps
    // none unless asked). Only the first frame of an animated WebP is kept.
    const output = await sharp(bytes, options)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, file: { bytes: output, mime: 'image/webp', extension: 'webp' } };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      return refuse(413, messages.fileTooManyPixels);
    return refuse(400, messages.fileBroken);
  }
}

import * as v from 'valibot';
import { idInRange } from './query';

/** What an upload is for: it decides who may send it, the accepted types and the image size. */
const FILE_KINDS = ['photo', 'resume', 'logo', 'banner', 'project', 'attachment'] as const;
export const FileKindSchema = v.picklist(FILE_KINDS, 'Выберите, что это за файл.');
export type FileKind = v.InferOutput<typeof FileKindSchema>;

export const FileDestroyRequestSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), idInRange),
});

/**
 * The answer to an upload: `url` is the read path (not under /api, so <img> can load it). The id
 * is for the uploader's own saves and deletes only; the original file name is never sent back.
 */
export const StoredFileSchema = v.object({
  id: v.number(),
  kind: FileKindSchema,
  mime: v.string(),
  size: v.number(),
  url: v.string(),
});
export type StoredFileInfo = v.InferOutput<typeof StoredFileSchema>;

/**
 * The one place the format of a file's URL lives (docs/architecture.md, «Files (uploads)»): a
 * random token of at least 128 bits, never the serial id, so URLs cannot be guessed or counted.
 */
export const FILE_TOKEN_PATTERN = '[A-Za-z0-9_-]{22,64}';
const FILE_URL = new RegExp(`^/files/(${FILE_TOKEN_PATTERN})/$`);

export const fileUrl = (token: string): string => `/files/${token}/`;

/** The token an own file URL names; null for anything else (an outside https:// address, a typo). */
export const fileTokenOfUrl = (value: string | null | undefined): string | null =>
  (value ? FILE_URL.exec(value)?.[1] : undefined) ?? null;

/** Whether a stored picture reference is a file uploaded here (`/files/<token>/`). */
export const isOwnFileUrl = (value: string | null | undefined): boolean => fileTokenOfUrl(value) !== null;

/**
 * POST /api/files/link/: a short-lived signed address of one private file the caller may read, for
 * Telegram's file download, which fetches by URL without our headers (docs/decisions/018).
 */
export const FileLinkRequestSchema = v.object({
  url: v.pipe(
    v.string('Укажите адрес файла.'),
    v.regex(FILE_URL, 'Укажите адрес файла с этой доски: /files/…/.'),
  ),
});

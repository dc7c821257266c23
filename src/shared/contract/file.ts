import * as v from 'valibot';
import { idInRange } from './query';

/** What an upload is for: it decides who may send it, the accepted types and the image size. */
export const FILE_KINDS = ['photo', 'resume', 'logo', 'banner', 'project'] as const;
export const FileKindSchema = v.picklist(FILE_KINDS, 'Выберите, что это за файл.');
export type FileKind = v.InferOutput<typeof FileKindSchema>;

export const FileDestroyRequestSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), idInRange),
});

/** The answer to an upload: `url` is the public read path (not under /api, so <img> can load it). */
export type StoredFileInfo = {
  id: number;
  kind: FileKind;
  mime: string;
  size: number;
  url: string;
  originalName: string;
};

export const fileUrl = (id: number) => `/files/${id}/`;

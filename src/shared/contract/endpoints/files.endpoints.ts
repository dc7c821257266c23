import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { ExportLinkSchema } from '../export-link.contract';
import { FileDestroyRequestSchema, FileLinkRequestSchema, StoredFileSchema } from '../file.contract';

/**
 * The one multipart endpoint: the form carries `kind` and `file`; who may send which kind the
 * domain decides (403). Reads are GET /files/:token/, outside /api (routes/files.routes.ts).
 */
export const fileUpload = endpoint({
  method: 'POST',
  path: '/files/',
  summary: 'Загрузить файл (фото, резюме, логотип, баннер, проект): форма с полями kind и file',
  access: 'signed-in',
  multipart: true,
  response: StoredFileSchema,
  status: 201,
});

export const fileDestroy = endpoint({
  method: 'POST',
  path: '/files/destroy/',
  summary: 'Удалить свой файл (администратор — любой)',
  access: 'signed-in',
  body: FileDestroyRequestSchema,
  response: v.null(),
});

/** The signed address of a file for Telegram's download (routes/files.routes.ts reads it). */
export const fileLink = endpoint({
  method: 'POST',
  path: '/files/link/',
  summary: 'Короткоживущий подписанный адрес своего или доступного файла для скачивания в Telegram',
  access: 'signed-in',
  body: FileLinkRequestSchema,
  response: ExportLinkSchema,
});

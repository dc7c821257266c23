import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { FileDestroyRequestSchema, StoredFileSchema } from '../file.contract';

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

import * as v from 'valibot';
import { EXPORT_LISTS } from './board-summary.contract';

/**
 * POST /api/board/export/link/ (admins): a short-lived address of a CSV export that works without
 * custom headers — Telegram's file download (Bot API 8.0 `downloadFile`) fetches it by URL
 * itself, so neither the bearer nor X-Requested-With can travel with it (docs/decisions/018).
 */
export const ExportLinkRequestSchema = v.object({
  list: v.picklist(EXPORT_LISTS, 'Выберите список для выгрузки: студенты, компании, вакансии или обращения.'),
});

export const ExportLinkSchema = v.object({
  /** Our own path with the signature in its query: `/export/students.csv?s=…&e=…&sig=…`. */
  path: v.string(),
  /** The suggested file name, as Content-Disposition will name it. */
  fileName: v.string(),
  expiresAt: v.string(),
});
export type ExportLink = v.InferOutput<typeof ExportLinkSchema>;

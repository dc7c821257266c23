/**
 * A board list's CSV (admins, docs/decisions/018): the file itself, or inside Telegram its signed
 * address. ui/ reaches the API only through the injected client (lib/services, docs/decisions/039).
 */
import type { ExportList } from '../../shared/contract/board-summary.contract';
import { boardExport, boardExportLink } from '../../shared/contract/endpoints/board.endpoints';
import type { Services } from '../lib/services';

type Http = Services['http'];

export function downloadExport(http: Http, list: ExportList): ReturnType<Http['download']> {
  return http.download(boardExport, { params: { file: `${list}.csv` } });
}

export function fetchExportLink(http: Http, list: ExportList) {
  return http.api(boardExportLink, { body: { list } });
}

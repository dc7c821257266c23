/** The board home's one call: GET /api/board/summary/ (admins; the server checks). */
import type { BoardSummary } from '../../../shared/contract/board-summary.contract';
import { boardSummary } from '../../../shared/contract/endpoints/board.endpoints';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchBoardSummary(http: HttpClient): Promise<HttpResult<BoardSummary>> {
  return http.api(boardSummary);
}

/** The board home's one call: GET /api/board/summary/ (admins; the server checks). */
import { type BoardSummary, BoardSummarySchema } from '../../../../shared/contract/board-summary';
import type { HttpClient, HttpResult } from '../../../lib/http';

export function fetchBoardSummary(http: HttpClient): Promise<HttpResult<BoardSummary>> {
  return http.get('board/summary/', BoardSummarySchema);
}

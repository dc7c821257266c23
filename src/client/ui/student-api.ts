/**
 * One student's full card (GET /api/student/:id/), asked by ui/student-card.tsx's «Подробнее» on
 * /students/ and on a company's /favourites/, through the injected client (lib/services).
 */
import { studentCard } from '../../shared/contract/endpoints/student.endpoints';
import type { Services } from '../lib/services';

export function studentDetailRequest(http: Services['http'], id: number) {
  return http.api(studentCard, { params: { id } });
}

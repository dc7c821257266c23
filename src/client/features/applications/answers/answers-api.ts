/**
 * The student's answer to an invitation or an offer (docs/decisions/059), checked against its
 * contract (src/shared/contract/application-answer.contract.ts).
 */

import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import type { ApplicationAnswer } from '../../../../shared/contract/application-answer.contract';
import { applicationAnswer } from '../../../../shared/contract/endpoints/application.endpoints';
import type { HttpClient, HttpResult } from '../../../lib/http';

export function answerApplication(
  http: HttpClient,
  body: ApplicationAnswer,
): Promise<HttpResult<ApplicationItem>> {
  return http.api(applicationAnswer, { body });
}

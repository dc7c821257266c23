/**
 * Saving the company's account: name, INN, contact person and phone; a verified company's new
 * identity waits for an admin (docs/decisions/015). Its read, which the company's other screens
 * share, is lib/profile-api.ts.
 */
import type { CompanyAccount, CompanyAccountValues } from '../../../shared/contract/company-account.contract';
import { companyAccountSave } from '../../../shared/contract/endpoints/profile.endpoints';
import type { HttpClient, HttpResult } from '../../lib/http';

export function saveCompanyAccount(
  http: HttpClient,
  body: CompanyAccountValues,
): Promise<HttpResult<CompanyAccount>> {
  return http.api(companyAccountSave, { body });
}

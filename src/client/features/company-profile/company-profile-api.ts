/** The company's own profile: read it, save it; and the session's account when none is stored. */
import type { SessionData } from '../../../shared/contract/auth.contract';
import type { CompanyDetail, CompanyProfileInput } from '../../../shared/contract/company.contract';
import { currentSession } from '../../../shared/contract/endpoints/auth.endpoints';
import { companyDetail, companyProfileUpdate } from '../../../shared/contract/endpoints/company.endpoints';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchCompany(http: HttpClient, id: number): Promise<HttpResult<CompanyDetail>> {
  return http.api(companyDetail, { params: { id } });
}

export function saveCompanyProfile(
  http: HttpClient,
  id: number,
  input: CompanyProfileInput,
): Promise<HttpResult<CompanyDetail>> {
  return http.api(companyProfileUpdate, { params: { id }, body: input });
}

/** GET /api/session/: which company this is, when the stored account is not known yet. */
export function fetchSession(http: HttpClient): Promise<HttpResult<SessionData>> {
  return http.api(currentSession);
}

/** The company's own profile: read it, save it. */
import type { CompanyDetail, CompanyProfileInput } from '../../../shared/contract/company.contract';
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

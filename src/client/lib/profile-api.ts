/**
 * The own profiles' reads that several features share: the student's (their profile screen and
 * the apply panel) and the company's account (its account and profile screens and «Мои вакансии»).
 */
import type { CompanyAccount } from '../../shared/contract/company-account.contract';
import { companyAccount, studentProfile } from '../../shared/contract/endpoints/profile.endpoints';
import type { StudentProfile } from '../../shared/contract/student.contract';
import type { HttpClient, HttpResult } from './http';

export function fetchStudentProfile(http: HttpClient): Promise<HttpResult<StudentProfile>> {
  return http.api(studentProfile);
}

export function fetchCompanyAccount(http: HttpClient): Promise<HttpResult<CompanyAccount>> {
  return http.api(companyAccount);
}

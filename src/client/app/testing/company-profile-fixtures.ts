import type { CompanyAccount } from '../../../shared/contract/company-account.contract';

/** The signed-in company's account (id 7, approved), which /board/company/profile/ asks for first. */
export const PROFILE_ACCOUNT: CompanyAccount = {
  id: 7,
  email: 'hr@romashka.ru',
  name: 'ООО Ромашка',
  inn: '7707083893',
  contactPerson: 'Ольга',
  phone: null,
  status: 'approved',
  statusReason: null,
  logoUrl: null,
  bannerUrl: null,
  identityChange: null,
};

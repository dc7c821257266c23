import type { AccountKind } from '../../shared/contract/auth.contract';

/** Role names as a noun («Вы вошли как студент»). */
export const kindLabels: Record<AccountKind, string> = {
  student: 'студент',
  company: 'компания',
  admin: 'администратор',
};

/** Role names as a badge («Студент»). */
export const kindTitles: Record<AccountKind, string> = {
  student: 'Студент',
  company: 'Компания',
  admin: 'Администратор',
};

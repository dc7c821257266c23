import type { AccountKind } from '../../shared/contract/auth.contract';

/** Role names as a badge («Студент»). */
export const kindTitles: Record<AccountKind, string> = {
  student: 'Студент',
  company: 'Компания',
  admin: 'Администратор',
};

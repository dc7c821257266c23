import type { JSX } from 'react';
import type { CompanyAccount } from '../../../shared/contract/company-account.contract';
import { formatDateRu, quoted } from '../../../shared/format';

const contactOf = (value: string | null) => (value ? value : 'не указано');

/**
 * A verified company's proposal of a new name, INN or contact person: what waits for the career
 * centre and what students see meanwhile, or why it was refused (decision 015).
 */
export function IdentityChangeNotice({ account }: { account: CompanyAccount }): JSX.Element | null {
  const change = account.identityChange;
  if (!change) return null;
  const { proposed } = change;
  if (change.status === 'pending') {
    return (
      <div className="status-banner status-banner--pending" role="status">
        <p className="status-banner__title">
          Изменения на проверке у карьерного центра с {formatDateRu(change.requestedAt)}
        </p>
        <p>
          Новые данные: {quoted(proposed.name)}, ИНН {proposed.inn}, контактное лицо —{' '}
          {contactOf(proposed.contactPerson)}.
        </p>
        <p>
          До подтверждения студенты видят прежние: {quoted(account.name)}, ИНН {account.inn || 'не указан'},
          контактное лицо — {contactOf(account.contactPerson)}.
        </p>
      </div>
    );
  }
  return (
    <div className="status-banner status-banner--denied" role="status">
      <p className="status-banner__title">
        Карьерный центр не подтвердил новые данные ({quoted(proposed.name)}, ИНН {proposed.inn}).
      </p>
      {change.reason ? <p>Причина: {change.reason}</p> : null}
      <p>Студенты видят прежние данные. Исправьте их ниже и сохраните — изменение уйдёт на проверку снова.</p>
    </div>
  );
}

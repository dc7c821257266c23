import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import { type CompanyAccount, CompanyAccountSchema } from '../../../../shared/contract/company-account';
import { paths } from '../../../../shared/paths';
import { useServices } from '../../../lib/services';
import { usePageTitle } from '../../../ui/page-title';
import { ErrorState, ListSkeleton } from '../../../ui/states';
import { useResource } from '../../../ui/use-resource';
import { PasswordChangeForm } from '../account/password-change-form';
import { BoardGate } from '../common/access';
import { CompanyAccountForm } from './company-account-form';

/** /board/company/edit/: the company's private details, pictures and password. */
export function CompanyEditScreen(): JSX.Element {
  return <BoardGate allowed={['company']}>{() => <CompanyEditor />}</BoardGate>;
}

function CompanyEditor(): JSX.Element {
  usePageTitle('Данные компании');
  const { http } = useServices();
  const loaded = useResource('company-me', () => http.get('company/me/', CompanyAccountSchema));
  const [saved, setSaved] = useState<CompanyAccount | null>(null);
  const account = saved ?? (loaded.status === 'ready' ? loaded.data : null);

  return (
    <section className="board" aria-labelledby="company-edit-title">
      <header className="board__header">
        <h1 id="company-edit-title">Данные компании</h1>
        <Link href={paths.boardCompanyProfile} className="button button--secondary">
          Публичный профиль
        </Link>
      </header>
      {loaded.status === 'loading' ? <ListSkeleton /> : null}
      {loaded.status === 'error' ? <ErrorState message={loaded.message} onRetry={loaded.reload} /> : null}
      {account ? (
        <>
          {account.status === 'approved' ? null : (
            <div className={`status-banner status-banner--${account.status}`} role="status">
              {account.status === 'pending'
                ? 'Компания ждёт проверки: вакансии станут видны после подтверждения.'
                : `Компания не подтверждена${account.statusReason ? `: ${account.statusReason}` : '.'}`}
            </div>
          )}
          <CompanyAccountForm account={account} onSaved={setSaved} />
          <PasswordChangeForm kind="company" />
        </>
      ) : null}
    </section>
  );
}

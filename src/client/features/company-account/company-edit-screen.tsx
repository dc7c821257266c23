import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { CompanyAccount } from '../../../shared/contract/company-account.contract';
import { paths } from '../../../shared/paths';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { usePasswordChange } from '../../lib/password-change';
import { fetchCompanyAccount } from '../../lib/profile-api';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { AccountStatusBanner } from '../../ui/account-status-banner';
import { PasswordChangeForm } from '../../ui/form/password-change-form';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { CompanyAccountForm } from './company-account-form';
import { IdentityChangeNotice } from './identity-change-notice';

/**
 * /board/company/edit/: the company's account — what the career centre verifies (name, INN,
 * contact person), the phone and the password. The public face (logo, banner, description,
 * projects) is edited on /board/company/profile/ only, so no field lives on both screens.
 */
export function CompanyEditScreen(): JSX.Element {
  return <BoardGate allowed={['company']}>{() => <CompanyEditor />}</BoardGate>;
}

function CompanyEditor(): JSX.Element {
  usePageTitle('Данные компании');
  const { http } = useServices();
  const loaded = useResource('company-me', () => fetchCompanyAccount(http));
  const [saved, setSaved] = useState<CompanyAccount | null>(null);
  const account = saved ?? (loaded.status === 'ready' ? loaded.data : null);
  const reload = () => {
    setSaved(null);
    loaded.reload();
  };

  return (
    <section className="board" aria-labelledby="company-edit-title">
      <header className="board__header">
        <div>
          <h1 id="company-edit-title">Данные компании</h1>
          <p className="board__subtitle">
            Название, ИНН, контактное лицо, телефон и пароль. Логотип, баннер, описание и проекты — в профиле
            компании.
          </p>
        </div>
        <Link href={paths.boardCompanyProfile} className="button button--secondary">
          Перейти в профиль компании
        </Link>
      </header>
      {loaded.status === 'loading' ? <ListSkeleton /> : null}
      {loaded.status === 'error' ? (
        <ErrorState message={loaded.message} onRetry={loaded.reload} code={loaded.code} />
      ) : null}
      {account ? (
        <>
          <CompanyAccountForm
            key={account.identityChange?.requestedAt ?? 'none'}
            account={account}
            onSaved={setSaved}
            banner={(draft) => (
              <>
                <AccountStatusBanner
                  kind="company"
                  status={account.status}
                  reason={account.statusReason}
                  draft={draft}
                  onRequested={reload}
                />
                <IdentityChangeNotice account={account} />
              </>
            )}
          />
          <PasswordChangeForm kind="company" usePasswordChange={usePasswordChange} />
        </>
      ) : null}
    </section>
  );
}

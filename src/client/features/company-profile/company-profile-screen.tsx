import type { JSX } from 'react';
import { Link } from 'wouter';
import { accountStatusLabels } from '../../../shared/dictionaries';
import { paths } from '../../../shared/paths';
import { BoardGate } from '../../lib/board-access';
import type { OwnDetailsDraft } from '../../lib/own-details-form';
import { usePageTitle } from '../../lib/page-title';
import { fetchCompanyAccount } from '../../lib/profile-api';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { AccountStatusBanner } from '../../ui/account-status-banner';
import { PageLoader } from '../../ui/page-loader';
import { ErrorState } from '../../ui/states';
import { fetchCompany } from './company-profile-api';
import { CompanyProfileForm } from './company-profile-form';
import { valuesFromCompany } from './profile-model';
import { useAccount } from './use-account';

/**
 * /board/company/profile/: the company's public face — what students see on its page (logo,
 * banner, description, address, projects). The verified identity and the password are on
 * /board/company/edit/; each screen links the other and no field is on both.
 */
export function CompanyProfileScreen(): JSX.Element {
  return <BoardGate allowed={['company']}>{() => <CompanyProfile />}</BoardGate>;
}

function CompanyProfile(): JSX.Element {
  usePageTitle('Профиль компании');
  const account = useAccount();
  if (account.state === 'loading') return <PageLoader />;
  if (account.state === 'failed') {
    return (
      <section className="board" aria-labelledby="profile-title">
        <h1 id="profile-title">Профиль компании</h1>
        <ErrorState message={account.message} onRetry={account.retry} />
      </section>
    );
  }
  return <CompanyProfileLoader companyId={account.account.id} />;
}

function CompanyProfileLoader({ companyId }: { companyId: number }): JSX.Element {
  const http = useHttp();
  const company = useResource(String(companyId), () => fetchCompany(http, companyId));
  // The status reason is private: it comes with the account, not with the public profile.
  const account = useResource('company-me', () => fetchCompanyAccount(http));
  const reload = () => {
    company.reload();
    account.reload();
  };
  // Above the form, with its unsaved edits: the review request saves them first.
  const banner = (draft?: OwnDetailsDraft) =>
    account.status === 'ready' ? (
      <AccountStatusBanner
        kind="company"
        status={account.data.status}
        reason={account.data.statusReason}
        draft={draft}
        onRequested={reload}
      />
    ) : null;

  const publicPath = `${paths.company}${companyId}/`;
  return (
    <section className="board board--form" aria-labelledby="profile-title">
      <header className="board__header">
        <div>
          <h1 id="profile-title">Профиль компании</h1>
          {company.status === 'ready' ? (
            <p className="board__subtitle">
              <span className="board__company-name">{company.data.name}</span>
              <span className={`status-badge status-badge--${company.data.status}`}>
                {accountStatusLabels[company.data.status]}
              </span>
            </p>
          ) : null}
        </div>
        <div className="board__header-actions">
          <Link href={publicPath} className="button button--secondary">
            Публичная страница
          </Link>
          <Link href={paths.boardCompanyEdit} className="button button--secondary">
            Перейти к данным компании
          </Link>
        </div>
      </header>
      <p className="board__subtitle">
        Это видят студенты на странице компании. Название, ИНН и контактное лицо меняются в «Данных компании».
      </p>
      {account.status === 'ready' && company.status !== 'ready' ? banner() : null}
      {company.status === 'loading' ? <PageLoader /> : null}
      {company.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить профиль"
          message={company.message}
          onRetry={company.reload}
          code={company.code}
        />
      ) : null}
      {company.status === 'ready' ? (
        <CompanyProfileForm companyId={companyId} initial={valuesFromCompany(company.data)} banner={banner} />
      ) : null}
    </section>
  );
}

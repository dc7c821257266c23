import type { JSX } from 'react';
import { Link } from 'wouter';
import { accountStatusLabels } from '../../../../shared/dictionaries';
import { paths } from '../../../../shared/paths';
import { useHttp } from '../../../lib/services';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { ErrorState } from '../../../ui/states';
import { useResource } from '../../../ui/use-resource';
import { fetchCompany } from '../api/company-api';
import { BoardGate } from '../common/access';
import { useAccount } from '../common/use-account';
import { CompanyProfileForm } from './company-profile-form';
import { valuesFromCompany } from './profile-model';

/** /board/company/profile/: the signed-in company edits its public profile. */
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
        <Link href={publicPath} className="button button--secondary">
          Публичная страница
        </Link>
      </header>
      {company.status === 'ready' && company.data.status !== 'approved' ? (
        <p className="form-note">
          {company.data.status === 'pending'
            ? 'Компания на проверке у карьерного центра: профиль и вакансии станут видны студентам после подтверждения.'
            : 'Компания не прошла проверку: профиль и вакансии не видны студентам. Свяжитесь с карьерным центром.'}
        </p>
      ) : null}
      {company.status === 'loading' ? <PageLoader /> : null}
      {company.status === 'error' ? (
        <ErrorState title="Не удалось загрузить профиль" message={company.message} onRetry={company.reload} />
      ) : null}
      {company.status === 'ready' ? (
        <CompanyProfileForm companyId={companyId} initial={valuesFromCompany(company.data)} />
      ) : null}
    </section>
  );
}

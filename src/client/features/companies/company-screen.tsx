import type { JSX } from 'react';
import { Link, useParams } from 'wouter';
import { CompanyDetailSchema } from '../../../shared/contract/company.contract';
import { VacancyPageSchema } from '../../../shared/contract/vacancy.contract';
import { initialDataKeys } from '../../../shared/initial-data';
import { paths } from '../../../shared/paths';
import { useInitialData } from '../../lib/initial-data';
import { usePageTitle } from '../../lib/page-title';
import { usePagedList, useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { VacancyList } from '../../ui/vacancy-list';
import { companyRequest, companyVacanciesRequest } from './companies-api';
import { CompanyProfile } from './company-profile';
import { ProjectSlider } from './project-slider';

function CompanyNotFound(): JSX.Element {
  usePageTitle('Компания не найдена');
  return (
    <section className="error-screen" aria-labelledby="company-missing-title">
      <p className="error-screen__code" aria-hidden="true">
        404
      </p>
      <h1 id="company-missing-title">Компания не найдена</h1>
      <p>Возможно, её профиль ещё на проверке или был удалён.</p>
      <Link href={paths.companies} className="button button--primary">
        Все компании
      </Link>
    </section>
  );
}

function CompanyVacancies({ companyId }: { companyId: number }): JSX.Element {
  const http = useHttp();
  const initial = useInitialData(initialDataKeys.companyVacancies(companyId), VacancyPageSchema);
  const list = usePagedList(
    String(companyId),
    (page, signal) => companyVacanciesRequest(http, companyId, page, signal),
    initial,
  );
  return (
    <section className="detail-section" aria-labelledby="company-vacancies-title">
      <h2 id="company-vacancies-title">Открытые вакансии</h2>
      <VacancyList
        list={list}
        label="Вакансии компании"
        headingLevel={3}
        showCompany={false}
        empty={
          <EmptyState title="Сейчас открытых вакансий нет">
            <p>Загляните позже или посмотрите вакансии других компаний.</p>
            <Link href={paths.vacancies} className="button button--secondary">
              Все вакансии
            </Link>
          </EmptyState>
        }
      />
    </section>
  );
}

/** /company/:id/ */
export function CompanyScreen(): JSX.Element {
  const raw = useParams<{ id: string }>().id;
  const id = raw !== undefined && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const http = useHttp();
  // A guest's first screen may come inlined in the page (docs/decisions/027).
  const initial = useInitialData(id === null ? null : initialDataKeys.company(id), CompanyDetailSchema);
  const company = useResource(
    String(id),
    () =>
      id === null
        ? Promise.resolve({ ok: false as const, status: 404, message: '' })
        : companyRequest(http, id),
    initial,
  );
  usePageTitle(company.status === 'ready' ? company.data.name : 'Компания');

  if (company.status === 'loading') return <ListSkeleton count={1} label="Загрузка компании…" />;
  if (company.status === 'error') {
    if (company.httpStatus === 404) return <CompanyNotFound />;
    return (
      <ErrorState
        title="Не удалось открыть компанию"
        message={company.message}
        onRetry={company.reload}
        code={company.code}
      />
    );
  }
  return (
    <div className="company-page">
      <CompanyProfile company={company.data} />
      <ProjectSlider projects={company.data.projects} />
      <CompanyVacancies companyId={company.data.id} />
    </div>
  );
}

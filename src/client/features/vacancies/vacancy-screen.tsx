import type { JSX, ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { type VacancyDetail, VacancyDetailSchema } from '../../../shared/contract/vacancy.contract';
import { initialDataKeys } from '../../../shared/initial-data';
import { paths } from '../../../shared/paths';
import { useInitialData } from '../../lib/initial-data';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { vacancyRequest } from './vacancies-api';
import { VacancyDetails } from './vacancy-details';

/** The path id, when it is one: /vacancy/abc/ is as unknown as a deleted vacancy. */
export function parseId(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function VacancyNotFound(): JSX.Element {
  usePageTitle('Вакансия не найдена');
  return (
    <section className="error-screen" aria-labelledby="vacancy-missing-title">
      <p className="error-screen__code" aria-hidden="true">
        404
      </p>
      <h1 id="vacancy-missing-title">Вакансия не найдена или снята с публикации</h1>
      <p>
        Возможно, компания уже нашла сотрудника. Посмотрите другие вакансии — новые появляются каждый день.
      </p>
      <Link href={paths.vacancies} className="button button--primary">
        Все вакансии
      </Link>
    </section>
  );
}

export interface VacancyScreenProps {
  /**
   * What the page offers beside the vacancy (issue 12: «Откликнуться»). The app layer fills it
   * (app/vacancy-route.tsx) because a feature never imports another (docs/architecture.md).
   */
  renderAction?: (vacancy: VacancyDetail) => ReactNode;
  /** What follows the vacancy (its related vacancies, docs/decisions/062), from the app layer too. */
  renderRelated?: (vacancy: VacancyDetail) => ReactNode;
}

/** /vacancy/:id/ */
export function VacancyScreen({ renderAction, renderRelated }: VacancyScreenProps = {}): JSX.Element {
  const id = parseId(useParams<{ id: string }>().id);
  const http = useHttp();
  // A guest's first screen may come inlined in the page (docs/decisions/027).
  const initial = useInitialData(id === null ? null : initialDataKeys.vacancy(id), VacancyDetailSchema);
  const vacancy = useResource(
    String(id),
    () =>
      id === null
        ? Promise.resolve({ ok: false as const, status: 404, message: '' })
        : vacancyRequest(http, id),
    initial,
  );
  usePageTitle(vacancy.status === 'ready' ? vacancy.data.title : 'Вакансия');

  if (vacancy.status === 'loading') return <ListSkeleton count={1} label="Загрузка вакансии…" />;
  if (vacancy.status === 'error') {
    if (vacancy.httpStatus === 404) return <VacancyNotFound />;
    return (
      <ErrorState
        title="Не удалось открыть вакансию"
        message={vacancy.message}
        onRetry={vacancy.reload}
        code={vacancy.code}
      />
    );
  }
  return (
    <>
      <VacancyDetails vacancy={vacancy.data} action={renderAction?.(vacancy.data)} />
      {renderRelated?.(vacancy.data)}
    </>
  );
}

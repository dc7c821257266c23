import type { JSX, ReactNode } from 'react';
import { Link } from 'wouter';
import type { BoardSummary } from '../../../shared/contract/board-summary.contract';
import { FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES } from '../../../shared/contract/feedback.contract';
import { ACCOUNT_STATUSES, accountStatusLabels } from '../../../shared/dictionaries';
import { pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { accountAtom } from '../../lib/app-state';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { fetchBoardSummary } from './board-home-api';
import { FigureList, type FigureRow } from './figure-list';

/** Plural status labels for groups of people («Подтверждены»), unlike the badges («Подтверждён»). */
const GROUP_STATUS: Record<(typeof ACCOUNT_STATUSES)[number], string> = {
  pending: accountStatusLabels.pending,
  approved: 'Подтверждены',
  denied: 'Отклонены',
};

/**
 * The admin's home (`/` for admins, chosen in the app's routes): what awaits a decision, each a
 * link to the list that shows it, and the career centre's figures with a CSV of each list.
 * `extra`: sections of other features the app layer adds below (the applications' outcome
 * figures, app/board-home-route.tsx), since a feature never imports another.
 */
export function BoardHomeScreen({ extra }: { extra?: ReactNode } = {}): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <BoardHome extra={extra} />}</BoardGate>;
}

function BoardHome({ extra }: { extra: ReactNode }): JSX.Element {
  usePageTitle('Кабинет карьерного центра');
  const { http } = useServices();
  const account = useAtomValue(accountAtom);
  const summary = useResource('board-summary', () => fetchBoardSummary(http));
  return (
    <section className="board board-home" aria-labelledby="board-home-title">
      {/* The same greeting as everyone's home: an admin signing in lands on a familiar «Здравствуйте». */}
      <header>
        <h1 id="board-home-title">{account ? `Здравствуйте, ${account.name}!` : 'Здравствуйте!'}</h1>
        <p className="muted board-home__lead">
          Кабинет карьерного центра: что ждёт решения и главные показатели.
        </p>
      </header>
      {summary.status === 'loading' ? <ListSkeleton label="Загружаем показатели…" /> : null}
      {summary.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить показатели"
          message={summary.message}
          onRetry={summary.reload}
          code={summary.code}
        />
      ) : null}
      {summary.status === 'ready' ? <SummaryView summary={summary.data} /> : null}
      {extra}
    </section>
  );
}

/** «Студенты видят 30 вакансий; ещё 2 опубликованы, но скрыты от студентов…» */
export function publishedNote(vacancies: BoardSummary['vacancies']): string {
  const seen = `Студенты видят ${pluralRu(vacancies.published, ['вакансию', 'вакансии', 'вакансий'])}`;
  const hidden =
    vacancies.publishedHidden > 0
      ? `; ещё ${vacancies.publishedHidden} опубликованы, но скрыты от студентов (компания не подтверждена или срок вакансии истёк)`
      : '';
  return `${seen}${hidden}. Черновиков ${vacancies.draft}, в архиве ${vacancies.archived}.`;
}

function SummaryView({ summary }: { summary: BoardSummary }): JSX.Element {
  const tasks = [
    { href: paths.boardStudents, label: 'Студенты на проверке', count: summary.students.pending },
    { href: paths.boardCompanies, label: 'Компании на проверке', count: summary.companies.pending },
    { href: paths.boardCompanies, label: 'Изменения данных компаний', count: summary.identityChanges },
    { href: paths.boardFeedbacks, label: 'Новые обращения', count: summary.feedback.new },
    { href: paths.boardUnmatchedAddresses, label: 'Адреса без города', count: summary.unmatchedAddresses },
  ];
  const byStatus = (counts: BoardSummary['students']): FigureRow[] =>
    ACCOUNT_STATUSES.map((status) => ({ key: status, label: GROUP_STATUS[status], value: counts[status] }));
  const vacancies = summary.vacancies;
  return (
    <>
      <section className="board-home__block" aria-labelledby="awaiting-title">
        <h2 id="awaiting-title">Ждут решения</h2>
        <ul className="board-home__tasks">
          {tasks.map((task) => (
            <li key={task.label}>
              <Link
                href={task.href}
                className={`board-home__task${task.count === 0 ? ' board-home__task--done' : ''}`}
              >
                <span className="board-home__task-label">{task.label}</span>
                <span className="board-home__task-count">{task.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="board-home__block" aria-labelledby="figures-title">
        <h2 id="figures-title">Показатели</h2>
        <div className="board-home__figures">
          <FigureList
            id="figure-students"
            title="Студенты по статусу"
            rows={byStatus(summary.students)}
            exportList="students"
            exportLabel="Скачать CSV: студенты"
          />
          <FigureList
            id="figure-companies"
            title="Компании по статусу"
            rows={byStatus(summary.companies)}
            exportList="companies"
            exportLabel="Скачать CSV: компании"
          />
          <FigureList
            id="figure-vacancies"
            title="Опубликованные вакансии по типам"
            rows={vacancies.publishedByType.map((type) => ({
              key: String(type.typeId ?? 'none'),
              label: type.name,
              value: type.count,
            }))}
            exportList="vacancies"
            exportLabel="Скачать CSV: вакансии"
            note={publishedNote(vacancies)}
          />
          <FigureList
            id="figure-feedback"
            title="Обращения по статусу"
            rows={FEEDBACK_STATUSES.map((status) => ({
              key: status,
              label: FEEDBACK_STATUS_LABELS[status],
              value: summary.feedback[status],
            }))}
            exportList="feedback"
            exportLabel="Скачать CSV: обращения"
          />
        </div>
      </section>
    </>
  );
}

/**
 * `/` for a signed-in student, in Telegram and on the website (issue 13, item 5;
 * docs/decisions/025): what needs them, the new vacancies of their saved searches, the
 * new-since-last-visit count (the start-up refresh's, lib/app-state.ts) and «Подходящие вам».
 */
import type { JSX, ReactNode } from 'react';
import { Link } from 'wouter';
import { pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { accountAtom, recentCount, recentVacanciesAtom } from '../../lib/app-state';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { fetchStudentHome } from './home-api';
import { MatchesSection } from './matches-section';
import { NextInterviewSection } from './next-interview-section';
import { RepliesSection } from './replies-section';
import { ReviewBanner } from './review-banner';
import { SuggestionsSection } from './suggestions-section';

/** `banner`: the career centre's notices, which the app layer puts under the greeting (app/home-by-role.tsx). */
export function StudentHomeScreen({ banner }: { banner?: ReactNode } = {}): JSX.Element {
  usePageTitle('Главная');
  const http = useHttp();
  const account = useAtomValue(accountAtom);
  const home = useResource('student-home', () => fetchStudentHome(http));
  return (
    <div className="home home--student">
      <div className="home__header">
        <h1>{account ? `Здравствуйте, ${account.name}!` : 'Здравствуйте!'}</h1>
        <RecentLine />
      </div>
      {banner}
      {home.status === 'loading' ? (
        <ListSkeleton count={3} label="Загружаем главную…" />
      ) : home.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить главную"
          message={home.message}
          onRetry={home.reload}
          code={home.code}
        />
      ) : (
        <>
          <ReviewBanner review={home.data.review} />
          {home.data.nextInterview ? <NextInterviewSection interview={home.data.nextInterview} /> : null}
          <RepliesSection replies={home.data.replies} />
          <MatchesSection matches={home.data.matches} />
          <SuggestionsSection suggestions={home.data.suggestions} />
        </>
      )}
    </div>
  );
}

/** «N новых вакансий с прошлого визита», from the count the app already keeps. */
function RecentLine(): JSX.Element {
  const count = recentCount(useAtomValue(recentVacanciesAtom));
  return (
    <p className="home__recent">
      {count > 0 ? (
        <Link href={paths.recentVacancies}>
          {pluralRu(count, ['новая вакансия', 'новые вакансии', 'новых вакансий'])} с прошлого визита
        </Link>
      ) : (
        <>
          С прошлого визита новых вакансий нет. <Link href={paths.vacancies}>Все вакансии</Link>
        </>
      )}
    </p>
  );
}

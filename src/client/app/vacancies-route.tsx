/**
 * /vacancies/ with «Подписаться на новые вакансии» (issue 13). The list belongs to the vacancies
 * feature and the dialog to the subscriptions feature; they meet here, as on the vacancy page
 * (vacancy-route.tsx). The list's first screen is at its JavaScript budget
 * (tests/e2e/js-budget.journey.test.ts), so it carries only the button: the dialog's chunk loads when a
 * student presses it. A guest is sent to sign in and back; companies and admins see no button.
 * The routes table loads this module lazily: it is in the list's own chunk, with the screen
 * (src/server/client-chunks.ts), not in the entry every page downloads.
 */
import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react';
import { paths } from '../../shared/paths';
import type { VacanciesScreenProps } from '../features/vacancies/vacancies-screen';
import { authAtom } from '../lib/app-state';
import { withNext } from '../lib/next-path';
import { usePlatform } from '../lib/services';
import { useAtomValue } from '../lib/store';
import { loadChunk } from './chunk-loader';
import { QuietBoundary } from './quiet-boundary';

const VacanciesScreen = lazy(async () => {
  const module = await loadChunk('vacancies', () => import('../features/vacancies/vacancies-screen'));
  const component: ComponentType<VacanciesScreenProps> = module.VacanciesScreen;
  return { default: component };
});

const SubscribeDialog = lazy(async () => {
  const module = await loadChunk('subscribe', () => import('../features/subscriptions/subscribe-dialog'));
  return { default: module.SubscribeDialog };
});

export function VacanciesWithSubscribe(): JSX.Element {
  const auth = useAtomValue(authAtom);
  const platform = usePlatform();
  // The filters as they are when the button is pressed: the address is their source of truth.
  const [search, setSearch] = useState<string | null>(null);
  const here = () => location.pathname + location.search;
  const onSubscribe =
    auth === null
      ? () => platform.navigation.navigate(withNext(paths.login, here()))
      : auth.kind === 'student'
        ? () => setSearch(location.search)
        : undefined;
  return (
    <>
      <VacanciesScreen onSubscribe={onSubscribe} />
      {search === null ? null : (
        <QuietBoundary>
          <Suspense fallback={null}>
            <SubscribeDialog search={search} onClose={() => setSearch(null)} />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}

import { type JSX, lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../shared/paths';
import { FeedbackButton } from '../features/feedback/feedback-button';
import { authAtom } from '../lib/app-state';
import { keepScrollPerEntry } from '../lib/scroll-memory';
import { usePlatform } from '../lib/services';
import { useAtomValue } from '../lib/store';
import { telegramSignInAtom } from '../lib/telegram-session';
import { PageLoader } from '../ui/page-loader';
import { AccountBox } from './account-box';
import { BurgerMenu } from './burger-menu';
import { ErrorBoundary } from './error-boundary';
import { menuFor } from './menu-config';
import { MenuList } from './menu-list';
import { QuietBoundary } from './quiet-boundary';
import { AppRoutes } from './routes';

const MAIN_ID = 'main';

/** Only inside Telegram can a launch be refused: the notice loads when one was. */
const TelegramLaunchNotice = lazy(async () => ({
  default: (await import('../features/auth/telegram-launch-notice')).TelegramLaunchNotice,
}));

/** The unread messages' badge (lib/app-state.ts, `useUnread`) is kept fresh by a chunk only students and companies load. */
const UnreadRefresher = lazy(async () => ({
  default: (await import('./unread-refresher')).UnreadRefresher,
}));

/**
 * Tells the platform about every location change (Telegram shows its BackButton off the root)
 * and, after the first screen, moves focus to the main area so keyboard and screen-reader users
 * start reading the new screen rather than staying on the link they pressed. A screen opened by a
 * link starts at its top: focus alone would scroll only as far as the main area's top edge, which
 * leaves the screen's title under the sticky header. Back and forward (Telegram's BackButton too)
 * put the page back where the reader left it (lib/scroll-memory.ts; the lists keep their loaded
 * pages per history entry, docs/decisions/054-lists-kept-per-history-entry.md).
 */
function useLocationEffects(): string {
  const [location] = useLocation();
  const platform = usePlatform();
  const first = useRef(true);
  const traversed = useRef(false);
  useEffect(keepScrollPerEntry, []);
  useEffect(() => {
    // Registered before the next navigation: the browser's popstate comes before the new location's render.
    const onTraverse = () => {
      traversed.current = true;
    };
    addEventListener('popstate', onTraverse);
    return () => removeEventListener('popstate', onTraverse);
  }, []);
  useEffect(() => {
    platform.navigation.onLocationChange(location);
    const byHistory = traversed.current;
    traversed.current = false;
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    if (!byHistory) scrollTo(0, 0);
  }, [location, platform]);
  return location;
}

export function Layout(): JSX.Element {
  const location = useLocationEffects();
  const platform = usePlatform();
  const auth = useAtomValue(authAtom);
  const telegramSignIn = useAtomValue(telegramSignInAtom);
  const entries = menuFor(auth?.kind ?? null);

  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Перейти к содержимому
      </a>
      {auth?.kind === 'student' || auth?.kind === 'company' ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <UnreadRefresher location={location} />
          </Suspense>
        </QuietBoundary>
      ) : null}
      <header className="app-header">
        <BurgerMenu entries={entries} footer={<AccountBox compact />} />
        {/* The name is the visible text plus a hidden hint, not an aria-label: a label that differs
            from what is shown fails WCAG 2.5.3 (voice users say what they see). */}
        <Link href={paths.home} className="brand">
          <span className="brand__mark" aria-hidden="true">
            К
          </span>
          <span className="brand__name">Карьера</span>
          <span className="visually-hidden"> — на главную</span>
        </Link>
        <div className="app-header__account">
          <AccountBox />
        </div>
      </header>
      <div className="app-body">
        <aside className="side-menu">
          <nav aria-label="Основное меню">
            <MenuList entries={entries} />
          </nav>
        </aside>
        <main id={MAIN_ID} className="app-main" tabIndex={-1}>
          {platform.kind === 'telegram' && telegramSignIn === 'invalid' ? (
            <QuietBoundary>
              <Suspense fallback={null}>
                <TelegramLaunchNotice />
              </Suspense>
            </QuietBoundary>
          ) : null}
          <ErrorBoundary scope="route" resetKey={location}>
            <Suspense fallback={<PageLoader />}>
              <AppRoutes />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <footer className="app-footer">
        <p>© Карьерный центр университета. Вакансии и стажировки для студентов.</p>
        {/* If the dialog's chunk cannot load, the page goes on without the button. */}
        <QuietBoundary>
          <FeedbackButton />
        </QuietBoundary>
      </footer>
    </div>
  );
}

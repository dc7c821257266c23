/**
 * «Откликнуться» on the vacancy page (issue 12), placed there by the app layer
 * (app/vacancy-route.tsx). A guest is sent to sign in and back; a company or an admin sees
 * nothing; a student not yet approved is told why and what to do; an approved one applies in a
 * dialog, or sees the application they already have.
 */
import { type JSX, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { VacancyDetail } from '../../../../shared/contract/vacancy.contract';
import { paths } from '../../../../shared/paths';
import { authAtom } from '../../../lib/app-state';
import { withNext } from '../../../lib/next-path';
import { usePlatform } from '../../../lib/services';
import { useAtomValue } from '../../../lib/store';
import { Button } from '../../../ui/button';
import { usePrimaryAction } from '../../../ui/primary-action';
import { ApplicationStatusBadge } from '../application-status-badge';
import { formatDay } from './application-parts';
import { ApplyDialog } from './apply-dialog';
import { ExternalApply } from './external-apply';
import { type ApplyInfo, useApplyState } from './use-apply-state';

export function ApplyPanel({ vacancy }: { vacancy: VacancyDetail }): JSX.Element | null {
  const auth = useAtomValue(authAtom);
  // Drafts and archived vacancies take no applications (the server answers 404 anyway).
  if (vacancy.status !== 'published') return null;
  // The company takes applications elsewhere: a guest is sent there too, uncounted.
  if (auth === null && vacancy.applyElsewhere)
    return <ExternalApply vacancyId={vacancy.id} target={vacancy.applyElsewhere} record={false} />;
  if (auth === null) return <GuestApply vacancyId={vacancy.id} />;
  if (auth.kind !== 'student') return null;
  return <StudentApply vacancy={vacancy} />;
}

/** Inside Telegram «Откликнуться» is the MainButton; on the website the panel's own button. */
function ApplyAction({
  onAction,
  label = 'Откликнуться',
}: {
  onAction(): void;
  label?: string;
}): JSX.Element | null {
  const primary = usePrimaryAction({ text: label, onAction });
  if (primary.native) return null;
  return (
    <Button aria-haspopup="dialog" onClick={onAction}>
      {label}
    </Button>
  );
}

function GuestApply({ vacancyId }: { vacancyId: number }): JSX.Element {
  const platform = usePlatform();
  // After signing in or registering, the student comes back here (lib/next-path.ts).
  const here = `${paths.vacancy}${vacancyId}/`;
  const login = withNext(paths.login, here);
  return (
    <section className="apply-panel apply-panel--action" aria-label="Отклик">
      <ApplyAction onAction={() => platform.navigation.navigate(login)} />
      <p className="apply-panel__hint">
        Чтобы откликнуться, <Link href={login}>войдите как студент</Link>. Нет аккаунта?{' '}
        <Link href={withNext(paths.registration, here)}>Зарегистрируйтесь</Link>.
      </p>
    </section>
  );
}

function StudentApply({ vacancy }: { vacancy: VacancyDetail }): JSX.Element {
  const state = useApplyState(vacancy.id);
  if (state.status === 'loading') {
    return (
      <section className="apply-panel" aria-label="Отклик" aria-busy="true">
        <p className="apply-panel__hint" role="status">
          Проверяем, можно ли откликнуться…
        </p>
      </section>
    );
  }
  if (state.status === 'error') {
    // The outside link does not depend on what failed to load.
    if (vacancy.applyElsewhere)
      return <ExternalApply vacancyId={vacancy.id} target={vacancy.applyElsewhere} record={true} />;
    return (
      <section className="apply-panel apply-panel--error" aria-label="Отклик">
        <p role="alert">Не удалось узнать, можно ли откликнуться. {state.message}</p>
        <Button variant="secondary" onClick={state.reload}>
          Повторить
        </Button>
      </section>
    );
  }
  const info = state.data;
  // An application made before the company moved to its own site stays visible; otherwise the
  // outside link, for any student (it is public and asks nothing of the board).
  if (vacancy.applyElsewhere) {
    if (info.current) return <Applied info={info} focus={state.justApplied} />;
    return <ExternalApply vacancyId={vacancy.id} target={vacancy.applyElsewhere} record={true} />;
  }
  if (info.profile.status !== 'approved') return <NotApproved info={info} />;
  if (info.current) return <Applied info={info} focus={state.justApplied} />;
  return <CanApply vacancy={vacancy} info={info} onApplied={state.setApplied} onStale={state.reload} />;
}

/** A pending or denied student: why they cannot apply yet, and where to fix it. */
function NotApproved({ info }: { info: ApplyInfo }): JSX.Element {
  const { status, statusReason } = info.profile;
  return (
    <section className={`apply-panel apply-panel--${status}`} aria-label="Отклик">
      {status === 'pending' ? (
        <p>
          Откликаться можно после того, как карьерный центр подтвердит ваш профиль. Сейчас он на проверке:
          проверьте, что профиль заполнен и резюме загружено, — так проверка пройдёт быстрее.
        </p>
      ) : (
        <>
          <p>Карьерный центр не подтвердил ваш профиль, поэтому откликаться пока нельзя.</p>
          {statusReason ? <p>Причина: {statusReason}</p> : null}
          <p>
            Исправьте профиль и запросите повторную проверку — после подтверждения отклик станет доступен.
          </p>
        </>
      )}
      <Link href={paths.boardStudentEdit} className="button button--secondary">
        Открыть профиль
      </Link>
    </section>
  );
}

/** «Вы откликнулись 23.11.2026» with the status, and the way to the application. */
function Applied({ info, focus }: { info: ApplyInfo; focus: boolean }): JSX.Element | null {
  const ref = useRef<HTMLElement>(null);
  // Right after sending, the «Откликнуться» that had focus is gone: the result takes it.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const item = info.current;
  if (!item) return null;
  return (
    <section ref={ref} tabIndex={-1} className="apply-panel apply-panel--applied" aria-label="Отклик">
      <p className="apply-panel__applied">
        <span>
          Вы откликнулись <time dateTime={item.createdAt}>{formatDay(item.createdAt)}</time>
        </span>
        <ApplicationStatusBadge status={item.status} />
      </p>
      {item.lastMessage ? <p className="apply-panel__message">{item.lastMessage}</p> : null}
      <Link href={`${paths.applications}?id=${item.id}`}>Мои отклики</Link>
    </section>
  );
}

interface CanApplyProps {
  vacancy: VacancyDetail;
  info: ApplyInfo;
  onApplied: ReturnType<typeof useApplyState>['setApplied'];
  onStale(): void;
}

function CanApply({ vacancy, info, onApplied, onStale }: CanApplyProps): JSX.Element {
  const [open, setOpen] = useState(false);
  const [stale, setStale] = useState(false);
  const [letter, setLetter] = useState('');
  const close = () => {
    setOpen(false);
    // What the server said (already applied, no longer approved) shows on the page once read.
    if (stale) onStale();
  };
  return (
    <section className="apply-panel apply-panel--action" aria-label="Отклик">
      {info.withdrawn ? (
        <p className="apply-panel__hint">
          Вы отозвали отклик{' '}
          <time dateTime={info.withdrawn.updatedAt}>{formatDay(info.withdrawn.updatedAt)}</time>. Можно
          откликнуться снова.
        </p>
      ) : null}
      <ApplyAction onAction={() => setOpen(true)} />
      {open ? (
        <ApplyDialog
          vacancy={vacancy}
          hasResume={info.profile.resume !== null}
          letter={letter}
          onLetterChange={setLetter}
          onClose={close}
          onApplied={(item) => {
            setOpen(false);
            onApplied(item);
          }}
          onStale={() => setStale(true)}
        />
      ) : null}
    </section>
  );
}

/**
 * A signed-in student's «Откликнуться» (apply-panel.tsx): what they may do with this vacancy, the
 * dialog and the application they already have. Its own chunk, loaded for students only: a guest's
 * vacancy page, a first screen with a JavaScript budget (docs/decisions/068-first-screen-chunks.md),
 * downloads none of the profile, application and dialog code below.
 */
import { type JSX, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { VacancyDetail } from '../../../../shared/contract/vacancy.contract';
import { paths } from '../../../../shared/paths';
import { Button } from '../../../ui/button';
import { ApplicationStatusBadge } from '../application-status-badge';
import { formatDay } from './application-parts';
import { ApplyDialog } from './apply-dialog';
import { ApplyAction, Checking } from './apply-panel-parts';
import { ExternalApply } from './external-apply';
import { type ApplyInfo, useApplyState } from './use-apply-state';

export function StudentApply({ vacancy }: { vacancy: VacancyDetail }): JSX.Element {
  const state = useApplyState(vacancy.id);
  if (state.status === 'loading') return <Checking />;
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

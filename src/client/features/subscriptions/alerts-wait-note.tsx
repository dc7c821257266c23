import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { useOwnStatus } from '../../lib/own-status';

/** Alerts go to approved students only (domain/subscription-alerts/match-vacancy.ts). */
export const ALERTS_WAIT_TEXT = {
  pending:
    'Подписка сохранится сейчас, а новые вакансии по ней начнут приходить после того, как карьерный центр подтвердит ваш профиль.',
  denied:
    'Подписка сохранится сейчас, но новые вакансии по ней начнут приходить только после подтверждения профиля: исправьте его и запросите повторную проверку.',
} as const;

/** Said beside a saved search while the student is not approved: nothing is sent until then. */
export function AlertsWaitNote(): JSX.Element | null {
  const status = useOwnStatus();
  if (status !== 'pending' && status !== 'denied') return null;
  return (
    <div className={`status-banner status-banner--${status}`} role="note">
      <p>
        {ALERTS_WAIT_TEXT[status]}{' '}
        {status === 'denied' ? <Link href={paths.boardStudentEdit}>Открыть профиль</Link> : null}
      </p>
    </div>
  );
}

import { type JSX, useState } from 'react';
import type { CompanyIdentity, IdentityChangeReview } from '../../../shared/contract/verification.contract';
import { accountStatusLabels } from '../../../shared/dictionaries';
import { formatDateRu, quoted } from '../../../shared/format';
import { verificationMessages } from '../../../shared/verification-messages';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { useReasonPrompt } from '../../ui/reason-prompt';
import { approveIdentity, denyIdentity, fetchIdentityChanges } from './company-review-api';

const ROWS: readonly { key: keyof CompanyIdentity; label: string }[] = [
  { key: 'name', label: 'Название' },
  { key: 'inn', label: 'ИНН' },
  { key: 'contactPerson', label: 'Контактное лицо' },
];
const REASON_MAX = 500;

/**
 * On /board/companies/ (admins): verified companies' proposed names, INNs and contact persons,
 * the approved value beside the new one, to approve or deny (decision 015). Hidden when none wait.
 */
export function IdentityChangesReview({ onDecided }: { onDecided(): void }): JSX.Element | null {
  const { http, platform } = useServices();
  const [round, setRound] = useState(0);
  const loaded = useResource(`identity-changes-${round}`, () => fetchIdentityChanges(http));
  const reason = useReasonPrompt();
  const [busy, setBusy] = useState<number | null>(null);
  if (loaded.status !== 'ready' || loaded.data.items.length === 0) return reason.dialog;

  async function decide(change: IdentityChangeReview, decision: 'approve' | 'deny'): Promise<void> {
    const seen = { id: change.companyId, requestedAt: change.requestedAt };
    let denial: string | null = null;
    if (decision === 'deny') {
      const answer = await reason.ask({
        title: `Отклонить новые данные ${quoted(change.proposed.name)}?`,
        label: 'Причина отказа (её увидит компания)',
        confirmText: 'Отклонить',
        max: REASON_MAX,
      });
      if (answer === null) return;
      denial = answer;
    }
    setBusy(change.companyId);
    const result =
      denial === null ? await approveIdentity(http, seen) : await denyIdentity(http, seen, denial);
    setBusy(null);
    if (!result.ok) {
      platform.toast('error', result.message);
    } else {
      platform.toast(
        'success',
        decision === 'approve' ? verificationMessages.identityApproved : verificationMessages.identityDenied,
      );
      onDecided();
    }
    setRound((value) => value + 1);
  }

  return (
    <section className="identity-review" aria-labelledby="identity-review-title">
      <h2 id="identity-review-title">Изменения данных компаний ({loaded.data.items.length})</h2>
      {loaded.data.items.map((change) => (
        <article key={change.companyId} className="identity-review__item" aria-label={change.current.name}>
          <p>
            {change.email} · {accountStatusLabels[change.companyStatus]} · заявка от{' '}
            {formatDateRu(change.requestedAt)}
          </p>
          <table className="identity-review__table">
            <thead>
              <tr>
                <th scope="col">Поле</th>
                <th scope="col">Сейчас</th>
                <th scope="col">Новое</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(({ key, label }) => {
                const changed = (change.current[key] ?? '') !== (change.proposed[key] ?? '');
                return (
                  <tr key={key} className={changed ? 'identity-review__changed' : undefined}>
                    <th scope="row">{label}</th>
                    <td>{change.current[key] || '—'}</td>
                    <td>{change.proposed[key] || '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {change.innAlsoAt.length > 0 ? (
            <p className="status-banner__error">Этот ИНН уже указан у: {change.innAlsoAt.join(', ')}.</p>
          ) : null}
          <div className="board-row__actions">
            <Button
              className="button--small"
              pending={busy === change.companyId}
              onClick={() => void decide(change, 'approve')}
            >
              Подтвердить изменения
            </Button>
            <Button
              variant="secondary"
              className="button--small"
              disabled={busy === change.companyId}
              onClick={() => void decide(change, 'deny')}
            >
              Отклонить изменения
            </Button>
          </div>
        </article>
      ))}
      {reason.dialog}
    </section>
  );
}

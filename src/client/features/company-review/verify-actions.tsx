import { type FormEvent, type JSX, useState } from 'react';
import type { AccountStatus } from '../../../shared/dictionaries';
import { useHttp, usePlatform } from '../../lib/services';
import { showToast } from '../../platform/toast';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/text-area-field';
import { approveCompany, denyCompany } from './company-review-api';

export const DENY_REASON_MAX = 500;

/**
 * «Подтвердить» (a confirmation, the platform's own: a native popup in Telegram) and «Отклонить»
 * (an inline form: the reason is mailed to the company, so it is written, not picked).
 */
export function VerifyActions({
  company,
  onDecided,
}: {
  company: { id: number; name: string; status: AccountStatus };
  onDecided: (status: AccountStatus) => void;
}): JSX.Element | null {
  const http = useHttp();
  const platform = usePlatform();
  const [pending, setPending] = useState(false);
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  if (company.status === 'approved') return null;

  async function approve() {
    const confirmed = await platform.confirm({
      title: 'Подтвердить компанию?',
      message: `«${company.name}» получит письмо, а её опубликованные вакансии станут видны студентам.`,
      confirmText: 'Подтвердить',
    });
    if (!confirmed) return;
    setPending(true);
    const result = await approveCompany(http, company.id);
    setPending(false);
    if (!result.ok) return showToast('error', result.message);
    showToast('success', `Компания «${company.name}» подтверждена.`);
    onDecided('approved');
  }

  async function deny(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') return setError('Укажите причину отказа.');
    if (text.length > DENY_REASON_MAX) return setError(`Причина — не длиннее ${DENY_REASON_MAX} символов.`);
    setPending(true);
    const result = await denyCompany(http, company.id, text);
    setPending(false);
    if (!result.ok) return setError(result.errors?.reason ?? result.message);
    showToast('success', `Компания «${company.name}» отклонена.`);
    setDenying(false);
    onDecided('denied');
  }

  return (
    <>
      <Button variant="primary" className="button--small" pending={pending && !denying} onClick={approve}>
        Подтвердить
      </Button>
      {company.status === 'pending' && !denying ? (
        <Button variant="secondary" className="button--small" onClick={() => setDenying(true)}>
          Отклонить
        </Button>
      ) : null}
      {denying ? (
        <form className="board-row__deny" onSubmit={deny} aria-label={`Отклонить: ${company.name}`}>
          <TextAreaField
            label="Причина отказа (её увидит компания)"
            value={reason}
            maxLength={DENY_REASON_MAX}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            // The form opens on the admin's own click: the reason is what comes next.
            autoFocus
          />
          <Button type="submit" variant="primary" className="button--small" pending={pending}>
            Отклонить компанию
          </Button>
          <Button variant="ghost" className="button--small" onClick={() => setDenying(false)}>
            Отмена
          </Button>
        </form>
      ) : null}
    </>
  );
}

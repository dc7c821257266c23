import { type JSX, useState } from 'react';
import type { AccountStatus } from '../../shared/dictionaries';
import { verificationMessages } from '../../shared/verification-messages';
import { useServices } from '../lib/services';
import { Button } from './button';
import { requestReview } from './review-request-api';

const TEXT = {
  student: {
    pending:
      'Профиль на проверке у карьерного центра. Пока он не подтверждён, компании его не видят, а откликаться нельзя.',
    denied: 'Карьерный центр не подтвердил профиль: компании его не видят, а откликаться нельзя.',
    fix: 'Исправьте профиль, сохраните его и запросите повторную проверку.',
    unsaved: 'Исправьте ошибки в профиле и нажмите кнопку снова: без сохранения проверку не запросить.',
  },
  company: {
    pending:
      'Компания на проверке у карьерного центра. Пока она не подтверждена, студенты не видят ни её профиль, ни вакансии.',
    denied: 'Карьерный центр не подтвердил компанию: студенты не видят ни её профиль, ни вакансии.',
    fix: 'Исправьте данные компании и профиль, сохраните их и запросите повторную проверку.',
    unsaved:
      'Исправьте ошибки в данных компании и нажмите кнопку снова: без сохранения проверку не запросить.',
  },
} as const;

interface AccountStatusBannerProps {
  kind: 'student' | 'company';
  status: AccountStatus;
  reason: string | null;
  /**
   * The form's unsaved edits (lib/own-details-form.ts): the request saves them first, so the
   * career centre reviews what the user sees, not the old data (issue 24, item 4).
   */
  draft?: { readonly dirty: boolean; save(): Promise<boolean> };
  /** After a successful request: the screen reloads what it shows (the status is now pending). */
  onRequested(): void;
}

/**
 * What a pending or denied account is told on its own screens: what the status means, the
 * admin's reason, and — when denied — the way back to the queue (decision 015).
 */
export function AccountStatusBanner({
  kind,
  status,
  reason,
  draft,
  onRequested,
}: AccountStatusBannerProps): JSX.Element | null {
  const { http, platform } = useServices();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (status === 'approved') return null;
  const text = TEXT[kind];

  async function request(): Promise<void> {
    setPending(true);
    setFailure(null);
    if (draft?.dirty && !(await draft.save())) {
      setPending(false);
      setFailure(text.unsaved);
      return;
    }
    const result = await requestReview(http);
    setPending(false);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    platform.toast('success', verificationMessages.reviewRequested);
    onRequested();
  }

  return (
    <div className={`status-banner status-banner--${status}`} role="status">
      <p className="status-banner__title">{text[status]}</p>
      {reason && status === 'denied' ? <p>Причина: {reason}</p> : null}
      {status === 'denied' ? (
        <>
          <p>{text.fix}</p>
          {draft?.dirty ? (
            <p>Изменения ещё не сохранены: кнопка сохранит их и отправит на проверку.</p>
          ) : null}
          <Button variant="secondary" pending={pending} onClick={() => void request()}>
            {draft?.dirty ? 'Сохранить и запросить повторную проверку' : 'Запросить повторную проверку'}
          </Button>
          {failure ? <p className="status-banner__error">{failure}</p> : null}
        </>
      ) : null}
    </div>
  );
}

import { type JSX, useState } from 'react';
import type { AccountStatus } from '../../../shared/dictionaries';
import { quoted } from '../../../shared/format';
import { useHttp, usePlatform, useServices } from '../../lib/services';
import { useForm, type Verdict } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/text-area-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { approveCompany, denyCompany } from './company-review-api';

export const DENY_REASON_MAX = 500;

function checkReason({ reason }: { reason: string }): Verdict<string> {
  const text = reason.trim();
  if (text === '') return { ok: false, errors: { reason: 'Укажите причину отказа.' } };
  if (text.length > DENY_REASON_MAX)
    return { ok: false, errors: { reason: `Причина — не длиннее ${DENY_REASON_MAX} символов.` } };
  return { ok: true, input: text };
}

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

  if (company.status === 'approved') return null;

  async function approve() {
    const confirmed = await platform.confirm({
      title: 'Подтвердить компанию?',
      message: `${quoted(company.name)} получит письмо, а её опубликованные вакансии станут видны студентам.`,
      confirmText: 'Подтвердить',
    });
    if (!confirmed) return;
    setPending(true);
    const result = await approveCompany(http, company.id);
    setPending(false);
    if (!result.ok) return platform.toast('error', result.message);
    platform.toast('success', `Компания ${quoted(company.name)} подтверждена.`);
    onDecided('approved');
  }

  return (
    <>
      <Button variant="primary" className="button--small" pending={pending} onClick={approve}>
        Подтвердить
      </Button>
      {company.status === 'pending' && !denying ? (
        <Button variant="secondary" className="button--small" onClick={() => setDenying(true)}>
          Отклонить
        </Button>
      ) : null}
      {denying ? (
        <DenyForm
          company={company}
          onCancel={() => setDenying(false)}
          onDenied={() => {
            setDenying(false);
            onDecided('denied');
          }}
        />
      ) : null}
    </>
  );
}

/** The reason is mailed to the company: a refusal of it, or any other, is said at the field. */
function DenyForm({
  company,
  onCancel,
  onDenied,
}: {
  company: { id: number; name: string };
  onCancel(): void;
  onDenied(): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const form = useForm({ initial: { reason: '' }, check: checkReason });
  // A typed reason is not thrown away by Back or a link without a question (issue 24, item 9).
  useUnsavedChanges(form.dirty && !form.pending);
  const submit = form.onSubmit({
    async call(reason) {
      const result = await denyCompany(http, company.id, reason);
      if (result.ok) return result;
      return {
        ...result,
        errors: { reason: result.errors?.reason ?? result.message },
        alert: 'unless-named' as const,
      };
    },
    done() {
      platform.toast('success', `Компания ${quoted(company.name)} отклонена.`);
      onDenied();
    },
  });
  return (
    <form
      ref={form.formRef}
      className="board-row__deny"
      onSubmit={submit}
      aria-label={`Отклонить: ${company.name}`}
      noValidate
    >
      <TextAreaField
        label="Причина отказа (её увидит компания)"
        name="reason"
        maxLength={DENY_REASON_MAX}
        {...form.field('reason')}
        // The form opens on the admin's own click: the reason is what comes next.
        autoFocus
      />
      <Button type="submit" variant="primary" className="button--small" pending={form.pending}>
        Отклонить компанию
      </Button>
      <Button variant="ghost" className="button--small" onClick={onCancel}>
        Отмена
      </Button>
    </form>
  );
}

/**
 * «Пожаловаться» on the other side's message (docs/decisions/058): a reason if the reader wants
 * to give one, sent to the career centre, which then may read the thread and stop a company's
 * messages. The answered message (now `reported`) replaces the shown one.
 */
import type { JSX } from 'react';
import type * as v from 'valibot';
import {
  MESSAGE_LIMITS,
  MessageReportSchema,
  type ThreadItem,
} from '../../../shared/contract/message.contract';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextAreaField } from '../../ui/text-area-field';
import { UnsavedChanges } from '../../ui/unsaved-changes';
import { reportMessage } from './messages-api';

type ReportInput = v.InferOutput<typeof MessageReportSchema>;

export function ReportDialog({
  item,
  onReported,
  onClose,
}: {
  item: ThreadItem;
  onReported(item: ThreadItem): void;
  onClose(): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const form = useForm({
    initial: { reason: '' },
    check: (values: { reason: string }) =>
      verdictOf(MessageReportSchema, {
        id: item.id,
        ...(values.reason.trim() ? { reason: values.reason } : {}),
      }),
  });
  const submit = form.onSubmit({
    call: (input: ReportInput) => reportMessage(http, input),
    done(reported) {
      platform.toast('success', 'Жалоба отправлена. Карьерный центр прочитает переписку и ответит.');
      onReported(reported);
      onClose();
    },
    alert: 'unless-named',
    isField: (path) => path === 'reason',
  });
  return (
    <ModalDialog title="Пожаловаться на сообщение" onClose={onClose}>
      <UnsavedChanges dirty={form.values.reason.trim() !== ''} />
      <form ref={form.formRef} className="reason-dialog" noValidate onSubmit={submit}>
        <FormAlert message={form.alert} />
        <p className="muted">Карьерный центр увидит это сообщение и сможет прочитать переписку.</p>
        <TextAreaField
          label="Что не так (по желанию)"
          rows={3}
          value={form.values.reason}
          maxLength={MESSAGE_LIMITS.reportReasonMax}
          countTrimmed
          error={form.errorOf('reason')}
          onChange={(event) => form.set('reason', event.target.value)}
        />
        <div className="modal__footer">
          <Button variant="ghost" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" variant="secondary" className="button--danger" pending={form.pending}>
            Пожаловаться
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

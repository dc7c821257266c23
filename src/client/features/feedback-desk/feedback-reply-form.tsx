import { type FormEvent, type JSX, useId, useRef, useState } from 'react';
import { FEEDBACK_REPLY_MAX } from '../../../shared/contract/feedback.contract';
import { Button } from '../../ui/button';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextAreaField } from '../../ui/text-area-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { usePromptError } from '../../ui/use-prompt-error';

interface FeedbackReplyFormProps {
  feedbackId: number;
  busy: boolean;
  /** The server's complaint about the reply, if it refused it. */
  serverError: string | undefined;
  onCancel(): void;
  onSubmit(reply: string): void;
}

/**
 * The reply, written in the row rather than a modal: on a phone the admin sees the question above
 * while typing. Inside Telegram «Отправить ответ» is the MainButton; closing the Mini App asks
 * first while a reply is typed.
 */
export function FeedbackReplyForm({
  feedbackId,
  busy,
  serverError,
  onCancel,
  onSubmit,
}: FeedbackReplyFormProps): JSX.Element {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reply, setReply] = useState('');
  const { error, refuse, clear: clearError } = usePromptError();
  const primary = usePrimarySubmit(formRef, { text: 'Отправить ответ', loading: busy });
  useUnsavedChanges(reply.trim() !== '' && !busy);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reply.trim();
    if (trimmed === '') return refuse('Напишите ответ.');
    if (trimmed.length > FEEDBACK_REPLY_MAX)
      return refuse(`Ответ не длиннее ${FEEDBACK_REPLY_MAX} символов.`);
    clearError();
    onSubmit(trimmed);
  };

  return (
    <form
      ref={formRef}
      className="feedback-reply-form"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <h3 id={titleId} className="visually-hidden">
        Ответ на обращение №{feedbackId}
      </h3>
      <TextAreaField
        label="Ответ (придёт автору в Telegram или на почту)"
        value={reply}
        maxLength={FEEDBACK_REPLY_MAX}
        error={error ?? serverError}
        rows={5}
        autoFocus
        onChange={(event) => setReply(event.target.value)}
      />
      <div className="board-row__actions">
        <SubmitButton primary={primary} pending={busy}>
          Отправить ответ
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Отмена
        </Button>
      </div>
    </form>
  );
}

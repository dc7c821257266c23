import { type JSX, useId, useRef, useState } from 'react';
import { APPLICATION_MESSAGE_MAX } from '../../../../shared/contract/application-limits.contract';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ModalDialog } from '../../../ui/modal-dialog';
import { SubmitButton, usePrimarySubmit } from '../../../ui/primary-action';
import { TextAreaField } from '../../../ui/text-area-field';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';

/** What the dialog asks for one answer: its title, the field, the button, and whether words are needed. */
export interface AnswerForm {
  title: string;
  label: string;
  placeholder: string;
  submit: string;
  /** The message the server needs («Предложить другое время»): said before sending. */
  missing: string | null;
}

interface AnswerDialogProps {
  form: AnswerForm;
  /** «Аналитик данных — Ромашка»: which application is answered. */
  about: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onClose(): void;
  onSubmit(message: string): void;
}

/**
 * The words that go with an answer (a reason for «Не смогу», the times that suit for «Предложить
 * другое время»). Inside Telegram the send action is the MainButton, with its loader.
 */
export function AnswerDialog({
  form,
  about,
  pending,
  error,
  onClose,
  onSubmit,
}: AnswerDialogProps): JSX.Element {
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const labelId = useId();
  const primary = usePrimarySubmit(formRef, { text: form.submit, loading: pending });
  useUnsavedChanges(message.trim() !== '' && !pending);

  return (
    <ModalDialog title={form.title} onClose={onClose}>
      <form
        ref={formRef}
        className="form answer-form"
        aria-labelledby={labelId}
        aria-busy={pending}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          const trimmed = message.trim();
          if (form.missing && trimmed === '') {
            setMissing(form.missing);
            return;
          }
          onSubmit(trimmed);
        }}
      >
        <p className="answer-form__about" id={labelId}>
          {about}
        </p>
        <FormAlert message={error} />
        <TextAreaField
          label={form.label}
          name="message"
          value={message}
          maxLength={APPLICATION_MESSAGE_MAX}
          rows={4}
          autoFocus
          required={form.missing !== null}
          placeholder={form.placeholder}
          error={missing ?? undefined}
          onChange={(event) => {
            setMessage(event.target.value);
            setMissing(null);
          }}
        />
        <div className="apply-form__actions">
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
          <SubmitButton primary={primary} pending={pending}>
            {form.submit}
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
}

import type { JSX } from 'react';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import {
  type ApplicationAnswer,
  ApplicationAnswerSchema,
} from '../../../../shared/contract/application-answer.contract';
import { APPLICATION_MESSAGE_MAX } from '../../../../shared/contract/application-limits.contract';
import { useServices } from '../../../lib/services';
import { useForm, verdictOf } from '../../../lib/use-form';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ModalDialog } from '../../../ui/modal-dialog';
import { SubmitButton, usePrimarySubmit } from '../../../ui/primary-action';
import { TextAreaField } from '../../../ui/text-area-field';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { answerApplication } from './answers-api';

/** What the dialog asks for one answer: its title, the field, the button, and whether words are needed. */
export interface AnswerForm {
  title: string;
  label: string;
  placeholder: string;
  submit: string;
  /** The words are required («Предложить другое время»): the contract says so at the field. */
  required: boolean;
}

interface AnswerDialogProps {
  form: AnswerForm;
  /** «Аналитик данных — Ромашка»: which application is answered. */
  about: string;
  /** The answer without its words: `{id, answer}`. */
  answer: Omit<ApplicationAnswer, 'message'>;
  onClose(): void;
  onAnswered(item: ApplicationItem): void;
}

/**
 * The words that go with an answer (a reason for «Не смогу», the times that suit for «Предложить
 * другое время»), checked by the answer's contract before sending. Inside Telegram the send
 * action is the MainButton, with its loader.
 */
export function AnswerDialog({ form, about, answer, onClose, onAnswered }: AnswerDialogProps): JSX.Element {
  const { http } = useServices();
  const dialog = useForm({
    initial: { message: '' },
    check: (values: { message: string }) =>
      verdictOf(
        ApplicationAnswerSchema,
        values.message.trim() === '' ? answer : { ...answer, message: values.message },
      ),
  });
  const { pending } = dialog;
  const primary = usePrimarySubmit(dialog.formRef, { text: form.submit, loading: pending });
  useUnsavedChanges(dialog.values.message.trim() !== '' && !pending);
  const submit = dialog.onSubmit({
    call: (input) => answerApplication(http, input),
    done: onAnswered,
    alert: 'unless-named',
  });

  return (
    <ModalDialog title={form.title} onClose={onClose}>
      <form
        ref={dialog.formRef}
        className="form answer-form"
        aria-label={form.title}
        aria-busy={pending}
        noValidate
        onSubmit={submit}
      >
        <p className="answer-form__about">{about}</p>
        <FormAlert message={dialog.alert} />
        <TextAreaField
          label={form.label}
          name="message"
          maxLength={APPLICATION_MESSAGE_MAX}
          rows={4}
          autoFocus
          required={form.required}
          placeholder={form.placeholder}
          {...dialog.field('message')}
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

import { type FormEvent, type JSX, useId, useRef, useState } from 'react';
import {
  APPLICATION_MESSAGE_MAX,
  type ChosenApplicationStatus,
  MESSAGE_REQUIRED,
} from '../../../../shared/contract/application.contract';
import { moscowDate } from '../../../../shared/moscow-time';
import { Button } from '../../../ui/button';
import { SubmitButton, usePrimarySubmit } from '../../../ui/primary-action';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { usePromptError } from '../../../ui/use-prompt-error';
import { RejectionTemplates } from './rejection-templates';

/** «Пригласить» has its own form with times (interview-form.tsx, docs/decisions/057). */
type MessageMove = Exclude<ChosenApplicationStatus, 'hired' | 'invited'>;

const FORMS: Record<MessageMove, { title: string; label: string; submit: string; missing: string }> = {
  offer: {
    title: 'Предложение о работе',
    label: 'Сообщение студенту (необязательно)',
    submit: 'Сделать предложение',
    missing: '',
  },
  rejected: {
    title: 'Отказ',
    label: 'Причина отказа (придёт студенту)',
    submit: 'Отказать',
    missing: 'Напишите студенту причину отказа или выберите шаблон.',
  },
};

interface ApplicationMoveFormProps {
  applicationId: number;
  to: MessageMove;
  busy: boolean;
  /** The server's complaint about the message, if it refused it. */
  serverError: string | undefined;
  onCancel(): void;
  /** `answerBy`: an offer's last day to accept, `YYYY-MM-DD`, or empty (docs/decisions/059). */
  onSubmit(message: string, answerBy: string): void;
}

/**
 * The message that goes with a move, written in the card rather than a modal: the company sees
 * the applicant above while typing. Inside Telegram the submit is the MainButton.
 */
export function ApplicationMoveForm(props: ApplicationMoveFormProps): JSX.Element {
  const { to, busy } = props;
  const form = FORMS[to];
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [answerBy, setAnswerBy] = useState('');
  const { error, refuse, clear: clearError } = usePromptError();
  const primary = usePrimarySubmit(formRef, { text: form.submit, loading: busy });
  useUnsavedChanges(message.trim() !== '' && !busy);
  const required = MESSAGE_REQUIRED.includes(to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = message.trim();
    if (required && trimmed === '') return refuse(form.missing);
    if (trimmed.length > APPLICATION_MESSAGE_MAX)
      return refuse(`Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`);
    clearError();
    props.onSubmit(trimmed, to === 'offer' ? answerBy : '');
  };

  return (
    <form
      ref={formRef}
      className="application-move-form"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <h4 id={titleId} className="application-card__subtitle">
        {form.title}: отклик №{props.applicationId}
      </h4>
      {to === 'rejected' ? (
        <RejectionTemplates
          onPick={(text) => {
            setMessage(text);
            clearError();
            textRef.current?.focus();
          }}
        />
      ) : null}
      <TextAreaField
        label={form.label}
        value={message}
        maxLength={APPLICATION_MESSAGE_MAX}
        error={error ?? props.serverError}
        rows={4}
        autoFocus
        required={required}
        textareaRef={textRef}
        onChange={(event) => {
          setMessage(event.target.value);
          clearError();
        }}
      />
      {to === 'offer' ? (
        <TextField
          label="Ответить до (необязательно)"
          type="date"
          value={answerBy}
          min={moscowDate(new Date())}
          hint="До конца этого дня (по Москве) студент может принять предложение. Без даты — без срока."
          onChange={(event) => setAnswerBy(event.target.value)}
        />
      ) : null}
      <div className="board-row__actions">
        <SubmitButton primary={primary} pending={busy}>
          {form.submit}
        </SubmitButton>
        <Button variant="secondary" onClick={props.onCancel} disabled={busy}>
          Отмена
        </Button>
      </div>
    </form>
  );
}

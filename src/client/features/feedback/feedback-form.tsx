import { type FormEvent, type JSX, useRef, useState } from 'react';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import {
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  type FeedbackSend,
  FeedbackSendSchema,
} from '../../../shared/contract/feedback.contract';
import { feedbackMessages } from '../../../shared/feedback-messages';
import { fieldErrorsFromIssues } from '../../lib/form-errors';
import { useFormErrors } from '../../lib/form-state';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { sendFeedbackRequest } from './feedback-api';
import { FEEDBACK_FIELDS, type FeedbackDraft, type FeedbackField } from './feedback-draft';

/** The contract's page pattern allows 300 characters. */
const PAGE_MAX = 300;

interface FeedbackFormProps {
  guest: boolean;
  /** The signed-in account's email, once known: where a reply goes without Telegram. */
  email: string | null;
  draft: FeedbackDraft;
  onDraftChange(draft: FeedbackDraft): void;
  onCancel(): void;
  onSent(): void;
}

/** Only what the sender filled in: a signed-in author's identity comes from the session. */
function requestOf(draft: FeedbackDraft, guest: boolean, page: string): Record<string, string> {
  const body: Record<string, string> = { text: draft.text, page: page.slice(0, PAGE_MAX) };
  if (guest && draft.email.trim() !== '') body.email = draft.email.trim();
  if (guest && draft.name.trim() !== '') body.name = draft.name.trim();
  return body;
}

export function FeedbackForm({
  guest,
  email,
  draft,
  onDraftChange,
  onCancel,
  onSent,
}: FeedbackFormProps): JSX.Element {
  const { http, platform } = useServices();
  const [location] = useLocation();
  // The text is the page's draft (it survives closing the form); the form keeps its errors.
  const form = useFormErrors(FEEDBACK_FIELDS);
  const { errors, formError } = form;
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Inside Telegram «Отправить» is the MainButton; closing the Mini App asks while text is typed.
  const primary = usePrimarySubmit(formRef, { text: 'Отправить', loading: pending });
  useUnsavedChanges(draft.text.trim() !== '' && !pending);

  const change = (field: FeedbackField, value: string) => onDraftChange({ ...draft, [field]: value });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    const parsed = v.safeParse(FeedbackSendSchema, requestOf(draft, guest, location));
    const found = parsed.success ? {} : fieldErrorsFromIssues(parsed.issues, FEEDBACK_FIELDS);
    // The server asks a guest for an address too; saying so here spares a round trip.
    if (guest && draft.email.trim() === '') found.email = feedbackMessages.emailRequired;
    if (!parsed.success || Object.keys(found).length > 0) return form.showErrors(found);
    form.setErrors({});
    setPending(true);
    const body: FeedbackSend = parsed.output;
    const result = await sendFeedbackRequest(http, body);
    setPending(false);
    if (result.ok) {
      platform.toast('success', guest ? feedbackMessages.sentGuest : feedbackMessages.sent);
      onSent();
      return;
    }
    // A field's error sits under the field; the alert says what no field can (e.g. the 429).
    form.refuse(result, 'unless-named');
  }

  return (
    <form
      ref={formRef}
      className="form feedback-form"
      aria-label="Обратная связь"
      aria-busy={pending}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={formError} />
      {/* No hard maxLength: a pasted long text stays visible and can be cut, not silently truncated. */}
      <TextAreaField
        label="Сообщение"
        name="text"
        value={draft.text}
        maxLength={FEEDBACK_TEXT_MAX}
        countTrimmed
        error={errors.text}
        textareaRef={form.ref('text')}
        textareaClassName="feedback-form__text"
        rows={5}
        required
        minLength={FEEDBACK_TEXT_MIN}
        placeholder="Вопрос, идея или что-то не работает"
        onChange={(event) => change('text', event.target.value)}
      />
      {guest ? (
        <>
          <EmailField
            label="Email для ответа"
            autoComplete="email"
            hint="Ответ придёт на эту почту."
            value={draft.email}
            error={errors.email}
            inputRef={form.ref('email')}
            onChange={(event) => change('email', event.target.value)}
          />
          <TextField
            label="Как к вам обращаться (необязательно)"
            name="name"
            autoComplete="name"
            maxLength={120}
            value={draft.name}
            error={errors.name}
            inputRef={form.ref('name')}
            onChange={(event) => change('name', event.target.value)}
          />
        </>
      ) : (
        <p className="feedback-form__note">
          {email
            ? `Ответ придёт в Telegram или на почту ${email}.`
            : 'Ответ придёт в Telegram или на почту вашего аккаунта.'}
        </p>
      )}
      <div className="feedback-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
        <SubmitButton primary={primary} pending={pending}>
          {pending ? 'Отправляем…' : 'Отправить'}
        </SubmitButton>
      </div>
    </form>
  );
}

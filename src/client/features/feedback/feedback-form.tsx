import { type JSX, useEffect } from 'react';
import { useLocation } from 'wouter';
import {
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  type FeedbackSend,
  FeedbackSendSchema,
} from '../../../shared/contract/feedback.contract';
import { feedbackMessages } from '../../../shared/feedback-messages';
import { useServices } from '../../lib/services';
import { useForm, type Verdict, verdictOf } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { sendFeedbackRequest } from './feedback-api';
import type { FeedbackDraft } from './feedback-draft';

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

function check(draft: FeedbackDraft, guest: boolean, page: string): Verdict<FeedbackSend> {
  const verdict = verdictOf(FeedbackSendSchema, requestOf(draft, guest, page));
  // The server asks a guest for an address too; saying so here spares a round trip.
  if (!guest || draft.email.trim() !== '') return verdict;
  const errors = verdict.ok ? {} : verdict.errors;
  return { ok: false, errors: { ...errors, email: feedbackMessages.emailRequired } };
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
  const form = useForm({ initial: draft, check: (values: FeedbackDraft) => check(values, guest, location) });
  const { values, pending } = form;
  // The text is the page's draft: it survives closing the form.
  useEffect(() => onDraftChange(values), [values, onDraftChange]);
  // Inside Telegram «Отправить» is the MainButton; closing the Mini App asks while text is typed.
  const primary = usePrimarySubmit(form.formRef, { text: 'Отправить', loading: pending });
  useUnsavedChanges(values.text.trim() !== '' && !pending, { keptOnClose: true });
  const submit = form.onSubmit({
    call: (body) => sendFeedbackRequest(http, body),
    done() {
      platform.toast('success', guest ? feedbackMessages.sentGuest : feedbackMessages.sent);
      onSent();
    },
    // A field's error sits under the field; the alert says what no field can (e.g. the 429).
    alert: 'unless-named',
  });

  return (
    <form
      ref={form.formRef}
      className="form feedback-form"
      aria-label="Обратная связь"
      aria-busy={pending}
      noValidate
      onSubmit={submit}
    >
      <FormAlert message={form.alert} />
      {/* No hard maxLength: a pasted long text stays visible and can be cut, not silently truncated. */}
      <TextAreaField
        label="Сообщение"
        name="text"
        maxLength={FEEDBACK_TEXT_MAX}
        countTrimmed
        {...form.field('text')}
        textareaClassName="feedback-form__text"
        rows={5}
        required
        minLength={FEEDBACK_TEXT_MIN}
        placeholder="Вопрос, идея или что-то не работает"
      />
      {guest ? (
        <>
          <EmailField
            label="Email для ответа"
            autoComplete="email"
            hint="Ответ придёт на эту почту."
            {...form.field('email')}
          />
          <TextField
            label="Как к вам обращаться (необязательно)"
            name="name"
            autoComplete="name"
            maxLength={120}
            {...form.field('name')}
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

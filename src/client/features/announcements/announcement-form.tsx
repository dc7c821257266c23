import type { JSX } from 'react';
import {
  ANNOUNCEMENT_TEXT_MAX,
  AnnouncementCreateInputSchema,
  type AnnouncementItem,
} from '../../../shared/contract/announcement.contract';
import { moscowDate } from '../../../shared/moscow-time';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { postAnnouncement } from './announcements-api';

const EMPTY = { text: '', link: '', endsOn: '' };
const check = (values: typeof EMPTY) => verdictOf(AnnouncementCreateInputSchema, values);

/**
 * «Новое объявление»: checked with the contract the server validates with; the server alone knows
 * whether the last day is over (its clock) and whether twenty are already shown (the alert).
 */
export function AnnouncementForm({ onPosted }: { onPosted(item: AnnouncementItem): void }): JSX.Element {
  const { http, platform } = useServices();
  const form = useForm({ initial: EMPTY, check });
  useUnsavedChanges(form.dirty);
  const primary = usePrimarySubmit(form.formRef, { text: 'Опубликовать', loading: form.pending });

  const submit = form.onSubmit({
    call: (input) => postAnnouncement(http, input),
    done(posted) {
      form.reset();
      platform.toast('success', 'Объявление опубликовано: его видят на главной.');
      onPosted(posted);
    },
    alert: 'unless-named',
  });

  return (
    <form
      ref={form.formRef}
      className="form form-section board-form--narrow"
      noValidate
      onSubmit={submit}
      aria-labelledby="announcement-form-title"
    >
      <h2 id="announcement-form-title">Новое объявление</h2>
      <FormAlert message={form.alert} />
      {/* No hard maxLength: a pasted long text stays visible and can be cut, not silently truncated. */}
      <TextAreaField
        label="Текст"
        name="text"
        maxLength={ANNOUNCEMENT_TEXT_MAX}
        countTrimmed
        rows={3}
        placeholder="Ярмарка вакансий 5 декабря в главном корпусе, 12:00"
        {...form.field('text')}
      />
      <TextField
        label="Ссылка (необязательно)"
        name="link"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        {...form.field('link')}
      />
      <TextField
        label="Показывать по (необязательно)"
        name="endsOn"
        type="date"
        // Today in Moscow: the last day is inclusive, and the server counts days by Moscow time.
        min={moscowDate(new Date())}
        hint="Последний день включительно, по московскому времени. Без даты — пока не снимете."
        {...form.field('endsOn')}
      />
      <SubmitButton primary={primary} pending={form.pending}>
        Опубликовать
      </SubmitButton>
    </form>
  );
}

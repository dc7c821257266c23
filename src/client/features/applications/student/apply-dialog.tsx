import { type JSX, useEffect } from 'react';
import { Link } from 'wouter';
import {
  APPLICATION_LETTER_MAX,
  ApplicationCreateSchema,
  type ApplicationItem,
} from '../../../../shared/contract/application.contract';
import type { VacancyDetail } from '../../../../shared/contract/vacancy.contract';
import { paths } from '../../../../shared/paths';
import { useServices } from '../../../lib/services';
import { useForm, verdictOf } from '../../../lib/use-form';
import { askWriteAccessIfNeeded } from '../../../lib/write-access';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ModalDialog } from '../../../ui/modal-dialog';
import { SubmitButton, usePrimarySubmit } from '../../../ui/primary-action';
import { TextAreaField } from '../../../ui/text-area-field';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { createApplication } from '../applications-api';

export const APPLIED_TOAST =
  'Отклик отправлен. Компания получит ваш профиль и резюме, а мы сообщим о её ответе.';

interface ApplyDialogProps {
  vacancy: VacancyDetail;
  /** The profile has a résumé: if not, the student is told the company will see the profile only. */
  hasResume: boolean;
  /** Kept by the page while the dialog is closed: «Отмена» or Escape never loses a written letter. */
  letter: string;
  onLetterChange(letter: string): void;
  onClose(): void;
  onApplied(item: ApplicationItem): void;
  /** The server refused in a way that changes what the page shows (409, 403): reload it on close. */
  onStale(): void;
}

/**
 * The cover letter and «Отправить отклик». Inside Telegram the send action is the MainButton with
 * its loader (ui/primary-action.tsx); the vacancy page's «Откликнуться» MainButton comes back
 * when the dialog closes (platform/main-button-holders.ts).
 */
export function ApplyDialog({
  vacancy,
  hasResume,
  letter,
  onLetterChange,
  onClose,
  onApplied,
  onStale,
}: ApplyDialogProps): JSX.Element {
  const { http, platform } = useServices();
  const form = useForm({
    initial: { letter },
    check: (values: { letter: string }) =>
      verdictOf(
        ApplicationCreateSchema,
        values.letter.trim() === '' ? { vacancyId: vacancy.id } : { vacancyId: vacancy.id, ...values },
      ),
  });
  const { pending } = form;
  const written = form.values.letter;
  // The letter is the page's: it survives closing the dialog.
  useEffect(() => onLetterChange(written), [written, onLetterChange]);
  const primary = usePrimarySubmit(form.formRef, { text: 'Отправить отклик', loading: pending });
  useUnsavedChanges(written.trim() !== '' && !pending, { keptOnClose: true });
  const submit = form.onSubmit({
    call: (request) => createApplication(http, request),
    done(item) {
      // One buzz: inside Telegram the success notice is the haptic (platform/telegram/telegram-platform.ts).
      platform.toast('success', APPLIED_TOAST);
      onApplied(item);
      // The company's answer comes from the bot: inside Telegram, a student who never pressed
      // /start is asked now to let it write (lib/write-access.ts, docs/decisions/023).
      void askWriteAccessIfNeeded(platform, http);
    },
    refused(refusal) {
      if ([409, 403, 404].includes(refusal.status ?? 0)) onStale();
    },
    // A field's error sits under the field; the alert says what no field can (409, 403, 429…).
    alert: 'unless-named',
  });

  return (
    <div className="apply-dialog">
      <ModalDialog title="Отклик на вакансию" onClose={onClose}>
        <form
          ref={form.formRef}
          className="form apply-form"
          aria-label="Отклик на вакансию"
          aria-busy={pending}
          noValidate
          onSubmit={submit}
        >
          <p className="apply-form__vacancy">
            {vacancy.title} — {vacancy.company.name}
          </p>
          <FormAlert message={form.alert} />
          <TextAreaField
            label="Сопроводительное письмо (необязательно)"
            name="letter"
            maxLength={APPLICATION_LETTER_MAX}
            countTrimmed
            rows={6}
            placeholder="Почему вам интересна эта вакансия и чем вы будете полезны"
            {...form.field('letter')}
          />
          <p className="apply-form__note">
            {hasResume ? (
              'Компания увидит ваш профиль, резюме и контакты.'
            ) : (
              <>
                Компания увидит ваш профиль и контакты. Резюме в профиле нет —{' '}
                <Link href={paths.boardStudentEdit}>добавьте его</Link>, чтобы отклик был убедительнее.
              </>
            )}
          </p>
          <div className="apply-form__actions">
            <Button variant="secondary" onClick={onClose}>
              Отмена
            </Button>
            <SubmitButton primary={primary} pending={pending}>
              {pending ? 'Отправляем…' : 'Отправить отклик'}
            </SubmitButton>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}

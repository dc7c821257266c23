import { type FormEvent, type JSX, useState } from 'react';
import { Link } from 'wouter';
import { PUBLISH_INCOMPLETE } from '../../../shared/contract/vacancy-input.contract';
import type { VacancyStatus } from '../../../shared/dictionaries';
import { paths } from '../../../shared/paths';
import { useServices } from '../../lib/services';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveVacancy } from './vacancies-management-api';
import { VacancyAboutSection } from './vacancy-about-section';
import { VacancyApplySection } from './vacancy-apply-section';
import type { VacancyFieldsProps } from './vacancy-fields';
import { checkVacancy, missingToPublish, VACANCY_FIELDS, type VacancyFormValues } from './vacancy-form-model';
import { VacancyPlaceSection } from './vacancy-place-section';
import { VacancyTermsSection } from './vacancy-terms-section';

interface VacancyFormProps {
  /** null: a new vacancy. */
  id: number | null;
  /** The saved status; null for a new vacancy. */
  status: VacancyStatus | null;
  initial: VacancyFormValues;
  types: readonly { id: number; name: string }[];
  tags: readonly { id: number; name: string }[];
}

type Action = 'draft' | 'publish';

/**
 * What a save does. A draft can stay a draft or be published; a published vacancy is saved as
 * published (withdrawing it is what the archive is for); an archived one keeps its status until
 * it is restored from the list.
 */
function successText(status: VacancyStatus | null, action: Action): string {
  if (action === 'draft') return 'Черновик сохранён.';
  return status === 'published' || status === 'archived' ? 'Изменения сохранены.' : 'Вакансия опубликована.';
}

export function VacancyForm({ id, status, initial, types, tags }: VacancyFormProps): JSX.Element {
  const { platform, http } = useServices();
  // The contract's verdict on the current values: a draft is judged as strictly as a publication.
  const form = useForm({ initial, check: checkVacancy });
  // Which button's save is under way: the form's own pending flag cannot say.
  const [action, setAction] = useState<Action>('publish');
  const pending = form.pending ? action : null;
  useUnsavedChanges(form.dirty);
  // A published (or archived) vacancy is not turned back into a draft by an edit.
  const keepsPublished = status === 'published' || status === 'archived';
  // Enter and the MainButton both do what the primary button says (onSubmit below).
  const primary = usePrimarySubmit(form.formRef, {
    text: keepsPublished ? 'Сохранить' : 'Опубликовать',
    loading: pending === 'publish',
    disabled: pending === 'draft',
  });

  const fields: VacancyFieldsProps = {
    values: form.values,
    set: form.set,
    touch: form.touch,
    errorOf: form.errorOf,
  };

  function submit(chosen: Action): void {
    if (pending !== null) return;
    setAction(chosen);
    const publish = chosen === 'publish' && status !== 'archived';
    // A vacancy that goes (or stays) live needs what a student decides by; a draft may stay partial.
    // The contract's rule, which the server applies too: shown under the fields, with the
    // schema's own errors, and nothing is sent.
    const missing = chosen === 'publish' ? missingToPublish(form.values) : {};
    for (const [field, message] of Object.entries(missing)) form.setServerError(field, message);
    const incomplete = Object.keys(missing).length > 0;
    void form.send({
      call: async (input) =>
        incomplete
          ? { ok: false, status: 400, message: PUBLISH_INCOMPLETE, errors: missing }
          : saveVacancy(http, id, { ...input, publish }),
      done() {
        form.markSaved();
        platform.toast('success', successText(status, chosen));
        platform.navigation.navigate(paths.boardVacancies);
      },
      isField: (path) => VACANCY_FIELDS.has(path),
      invalid: 'Проверьте поля, отмеченные красным.',
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    // Enter in a field does what the main button says.
    submit('publish');
  }

  return (
    <form
      ref={form.formRef}
      className="form board-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={pending !== null}
    >
      <FormAlert message={form.alert} />
      <VacancyAboutSection {...fields} types={types} tags={tags} />
      <VacancyTermsSection {...fields} />
      <VacancyPlaceSection {...fields} />
      <VacancyApplySection {...fields} />
      {status === 'archived' ? (
        <p className="form-note">
          Вакансия в архиве: после сохранения она останется там. Вернуть её в поиск можно в списке вакансий.
        </p>
      ) : null}
      <div className="form-actions">
        {keepsPublished ? (
          <SubmitButton primary={primary} pending={pending === 'publish'} disabled={pending !== null}>
            {pending === 'publish' ? 'Сохраняем…' : 'Сохранить'}
          </SubmitButton>
        ) : (
          <>
            <SubmitButton primary={primary} pending={pending === 'publish'} disabled={pending !== null}>
              {pending === 'publish' ? 'Публикуем…' : 'Опубликовать'}
            </SubmitButton>
            <Button
              variant="secondary"
              pending={pending === 'draft'}
              disabled={pending !== null}
              onClick={() => submit('draft')}
            >
              {pending === 'draft' ? 'Сохраняем…' : 'Сохранить черновик'}
            </Button>
          </>
        )}
        <Link href={paths.boardVacancies} className="button button--ghost">
          Отмена
        </Link>
      </div>
    </form>
  );
}

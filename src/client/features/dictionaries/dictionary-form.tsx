import type { JSX } from 'react';
import { Link } from 'wouter';
import {
  DICTIONARY_NAME_MAX,
  DictionaryItemInputSchema,
} from '../../../shared/contract/dictionary-item.contract';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveDictionaryItem } from './dictionaries-api';
import type { DictionaryArea } from './dictionary-areas';

export interface DictionaryValues {
  name: string;
  position: string;
  visible: boolean;
}

const FIELDS = new Set(['name', 'position', 'visible']);
const isField = (path: string): boolean => FIELDS.has(path);

function candidate(values: DictionaryValues): Record<string, unknown> {
  const position = values.position.trim();
  return {
    name: values.name,
    // Empty means the contract's default; anything not a whole number stays NaN and is refused.
    position: position === '' ? undefined : /^-?\d+$/.test(position) ? Number(position) : Number.NaN,
    visible: values.visible,
  };
}

const check = (values: DictionaryValues) => verdictOf(DictionaryItemInputSchema, candidate(values));

interface DictionaryFormProps {
  area: DictionaryArea;
  id: number | null;
  initial: DictionaryValues;
}

export function DictionaryForm({ area, id, initial }: DictionaryFormProps): JSX.Element {
  const { platform, http } = useServices();
  const form = useForm({ initial, check });
  const { values } = form;
  useUnsavedChanges(form.dirty);
  const primary = usePrimarySubmit(form.formRef, {
    text: id === null ? 'Добавить' : 'Сохранить',
    loading: form.pending,
  });

  const submit = form.onSubmit({
    async call(input) {
      const result = await saveDictionaryItem(http, area.api, id, input);
      if (result.ok || result.status !== 409 || Object.keys(result.errors ?? {}).some(isField)) return result;
      // A duplicate is about the name even when the server names no field: say it there, once.
      return {
        ...result,
        errors: { ...result.errors, name: result.message },
        alert: 'unless-named' as const,
      };
    },
    done() {
      form.markSaved();
      platform.toast('success', id === null ? area.created : 'Изменения сохранены.');
      platform.navigation.navigate(area.listPath);
    },
    isField,
  });

  return (
    <form
      ref={form.formRef}
      className="form board-form board-form--narrow"
      noValidate
      onSubmit={submit}
      aria-busy={form.pending}
    >
      <FormAlert message={form.alert} />
      <TextField
        label="Название"
        name="name"
        required
        hint={`Не длиннее ${DICTIONARY_NAME_MAX} символов.`}
        {...form.field('name')}
      />
      <TextField
        label="Порядок"
        name="position"
        inputMode="numeric"
        hint="Чем меньше число, тем раньше в списках и слайдере."
        {...form.field('position')}
      />
      <CheckboxField
        label="Показывать на сайте"
        name="visible"
        checked={values.visible}
        onChange={(checked) => form.set('visible', checked)}
        hint="Скрытый не виден студентам и компаниям, но остаётся у вакансий."
      />
      <div className="form-actions">
        <SubmitButton primary={primary} pending={form.pending}>
          {form.pending ? 'Сохраняем…' : id === null ? 'Добавить' : 'Сохранить'}
        </SubmitButton>
        <Link href={area.listPath} className="button button--ghost">
          Отмена
        </Link>
      </div>
    </form>
  );
}

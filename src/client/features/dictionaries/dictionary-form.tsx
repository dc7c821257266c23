import { type FormEvent, type JSX, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { DICTIONARY_NAME_MAX, DictionaryItemInputSchema } from '../../../shared/contract/dictionary-item';
import { useServices } from '../../lib/services';
import { CheckboxField } from '../../ui/form/checkbox-field';
import {
  errorsFromIssues,
  focusFirstInvalid,
  splitServerErrors,
  useFormErrors,
} from '../../ui/form/use-form-errors';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveDictionaryItem } from './dictionary-api';
import type { DictionaryArea } from './dictionary-areas';

export interface DictionaryValues {
  name: string;
  position: string;
  visible: boolean;
}

const FIELDS = new Set(['name', 'position', 'visible']);

function candidate(values: DictionaryValues): Record<string, unknown> {
  const position = values.position.trim();
  return {
    name: values.name,
    // Empty means the contract's default; anything not a whole number stays NaN and is refused.
    position: position === '' ? undefined : /^-?\d+$/.test(position) ? Number(position) : Number.NaN,
    visible: values.visible,
  };
}

interface DictionaryFormProps {
  area: DictionaryArea;
  id: number | null;
  initial: DictionaryValues;
}

export function DictionaryForm({ area, id, initial }: DictionaryFormProps): JSX.Element {
  const { platform, http } = useServices();
  const [values, setValues] = useState(initial);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = useMemo(() => v.safeParse(DictionaryItemInputSchema, candidate(values)), [values]);
  const errors = useFormErrors(parsed.success ? {} : errorsFromIssues(parsed.issues));
  useUnsavedChanges(!done && JSON.stringify(values) !== JSON.stringify(initial));
  const primary = usePrimarySubmit(formRef, {
    text: id === null ? 'Добавить' : 'Сохранить',
    loading: pending,
  });

  function set<K extends keyof DictionaryValues>(key: K, value: DictionaryValues[K]): void {
    setValues((previous) => ({ ...previous, [key]: value }));
    errors.edited(key);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    if (!parsed.success) {
      errors.showAll();
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    const result = await saveDictionaryItem(http, area.api, id, parsed.output);
    if (result.ok) {
      setDone(true);
      platform.toast('success', id === null ? area.created : 'Изменения сохранены.');
      platform.navigation.navigate(area.listPath);
      return;
    }
    setPending(false);
    const server = splitServerErrors(result.errors, (path) => FIELDS.has(path));
    // A duplicate (409) is about the name even when the server names no field: say it there, once.
    const duplicate = result.status === 409 && Object.keys(server.fields).length === 0;
    errors.setServer(duplicate ? { name: result.message } : server.fields);
    setFormError(duplicate && server.other.length === 0 ? null : [result.message, ...server.other].join(' '));
    focusFirstInvalid(formRef.current);
  }

  return (
    <form
      ref={formRef}
      className="form board-form board-form--narrow"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={pending}
    >
      <FormAlert message={formError} />
      <TextField
        label="Название"
        name="name"
        required
        hint={`Не длиннее ${DICTIONARY_NAME_MAX} символов.`}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        onBlur={() => errors.touch('name')}
        error={errors.errorOf('name')}
      />
      <TextField
        label="Порядок"
        name="position"
        inputMode="numeric"
        hint="Чем меньше число, тем раньше в списках и слайдере."
        value={values.position}
        onChange={(event) => set('position', event.target.value)}
        onBlur={() => errors.touch('position')}
        error={errors.errorOf('position')}
      />
      <CheckboxField
        label="Показывать на сайте"
        name="visible"
        checked={values.visible}
        onChange={(checked) => set('visible', checked)}
        hint="Скрытый не виден студентам и компаниям, но остаётся у вакансий."
      />
      <div className="form-actions">
        <SubmitButton primary={primary} pending={pending}>
          {pending ? 'Сохраняем…' : id === null ? 'Добавить' : 'Сохранить'}
        </SubmitButton>
        <Link href={area.listPath} className="button button--ghost">
          Отмена
        </Link>
      </div>
    </form>
  );
}

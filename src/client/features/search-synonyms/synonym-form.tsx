import { type JSX, useEffect } from 'react';
import {
  type SearchSynonym,
  SearchSynonymInputSchema,
  SYNONYM_WORD_MAX,
} from '../../../shared/contract/search-synonym.contract';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveSearchSynonym } from './search-synonyms-api';

const check = (values: { typed: string; means: string }) => verdictOf(SearchSynonymInputSchema, values);

/**
 * «Новый синоним» or the change of one (`editing`): the word people type and what it also means,
 * checked with the contract the server validates with. The server alone knows the dictionary:
 * a stop word or a word already there is refused at its field.
 */
export function SynonymForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: SearchSynonym | null;
  onSaved(item: SearchSynonym): void;
  onCancel(): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const initial = editing ? { typed: editing.typed, means: editing.means } : { typed: '', means: '' };
  const form = useForm({ initial, check });
  useUnsavedChanges(form.dirty);
  const label = editing ? 'Сохранить' : 'Добавить';
  const primary = usePrimarySubmit(form.formRef, { text: label, loading: form.pending });
  // «Изменить» on a row far down the list: the form at the top takes the focus (and the screen).
  useEffect(() => {
    if (editing) form.formRef.current?.querySelector('input')?.focus();
  }, [editing, form.formRef]);

  const submit = form.onSubmit({
    call: (input) => saveSearchSynonym(http, editing?.id ?? null, input),
    done(saved) {
      form.reset();
      platform.toast('success', editing ? 'Синоним изменён.' : 'Синоним добавлен: поиск уже его учитывает.');
      onSaved(saved);
    },
    alert: 'unless-named',
  });

  return (
    <form
      ref={form.formRef}
      className="form form-section board-form--narrow"
      noValidate
      onSubmit={submit}
      aria-labelledby="synonym-form-title"
    >
      <h2 id="synonym-form-title">{editing ? `Изменить: ${editing.typed}` : 'Новый синоним'}</h2>
      <FormAlert message={form.alert} />
      <TextField
        label="Что вводят в поиск"
        name="typed"
        maxLength={SYNONYM_WORD_MAX}
        autoComplete="off"
        placeholder="питон"
        {...form.field('typed')}
      />
      <TextField
        label="Что это означает"
        name="means"
        maxLength={SYNONYM_WORD_MAX}
        autoComplete="off"
        placeholder="python"
        hint="Поиск по первому слову найдёт и вакансии со вторым. Не наоборот: для обратного добавьте вторую запись."
        {...form.field('means')}
      />
      <div className="form-actions">
        <SubmitButton primary={primary} pending={form.pending}>
          {label}
        </SubmitButton>
        {editing ? (
          <Button variant="secondary" onClick={onCancel}>
            Отмена
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * A company's reply templates, edited in a dialog over the thread (docs/decisions/058): titles and
 * texts within MESSAGE_LIMITS, saved as the whole list (POST /api/message/templates); an empty
 * list brings back the three refusal texts.
 */
import type { JSX } from 'react';
import {
  MESSAGE_LIMITS,
  type Templates,
  TemplatesSaveSchema,
} from '../../../shared/contract/message.contract';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { UnsavedChanges } from '../../ui/unsaved-changes';
import { saveTemplates } from './messages-api';

type Template = Templates['items'][number];
interface EditorValues {
  items: Template[];
}

const check = (values: EditorValues) => verdictOf(TemplatesSaveSchema, values);

export function TemplatesEditor({
  initial,
  onSaved,
  onClose,
}: {
  initial: readonly Template[];
  onSaved(templates: Templates): void;
  onClose(): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const form = useForm({ initial: { items: [...initial] }, check });
  const items = form.values.items;
  const change = (index: number, patch: Partial<Template>, path: string) => {
    form.update((values) => ({
      items: values.items.map((item, at) => (at === index ? { ...item, ...patch } : item)),
    }));
    form.edited(path);
  };
  const submit = form.onSubmit({
    call: (input) => saveTemplates(http, input),
    done(saved) {
      platform.toast('success', 'Шаблоны сохранены.');
      onSaved(saved);
      onClose();
    },
    alert: 'unless-named',
    invalid: 'Проверьте шаблоны: у каждого нужны название и текст.',
  });

  return (
    <ModalDialog title="Шаблоны ответов" onClose={onClose}>
      <UnsavedChanges dirty={form.dirty} />
      <form ref={form.formRef} className="templates-editor" noValidate onSubmit={submit}>
        <FormAlert message={form.alert} />
        <p className="muted">
          Шаблон вставляется в сообщение, и его можно поправить перед отправкой. Если удалить все шаблоны,
          вернутся три стандартных текста отказа.
        </p>
        <ol className="templates-editor__list">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a template has no id; its place is its identity here.
            <li key={index} className="templates-editor__item">
              <TextField
                label={`Название шаблона ${index + 1}`}
                value={item.title}
                maxLength={MESSAGE_LIMITS.templateTitleMax}
                error={form.errorOf(`items.${index}.title`)}
                onChange={(event) => change(index, { title: event.target.value }, `items.${index}.title`)}
              />
              <TextAreaField
                label={`Текст шаблона ${index + 1}`}
                rows={4}
                value={item.text}
                maxLength={MESSAGE_LIMITS.templateTextMax}
                countTrimmed
                error={form.errorOf(`items.${index}.text`)}
                onChange={(event) => change(index, { text: event.target.value }, `items.${index}.text`)}
              />
              <Button
                variant="ghost"
                className="button--small"
                onClick={() =>
                  form.update((values) => ({ items: values.items.filter((_, at) => at !== index) }))
                }
              >
                Удалить шаблон {index + 1}
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={items.length >= MESSAGE_LIMITS.templatesMax}
          onClick={() => form.update((values) => ({ items: [...values.items, { title: '', text: '' }] }))}
        >
          Добавить шаблон
        </Button>
        <div className="modal__footer">
          <Button variant="ghost" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" pending={form.pending}>
            Сохранить шаблоны
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

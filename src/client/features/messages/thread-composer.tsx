/**
 * Writing in a thread (docs/decisions/058): the text with its counter (MESSAGE_LIMITS), a PDF
 * attached through the usual upload (kind `attachment`, docs/decisions/014), sent by the button,
 * by Ctrl/Cmd+Enter, or inside Telegram by the MainButton. The sent message is handed up at once
 * and focus stays in the field for the next one; a refusal (429 says when) is said above it.
 */
import { type JSX, type KeyboardEvent, useRef, useState } from 'react';
import type { ThreadItem } from '../../../shared/contract/message.contract';
import { MESSAGE_LIMITS, MessageSendSchema } from '../../../shared/contract/message.contract';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { type ChosenFile, FileUploadField } from '../../ui/form/file-upload-field';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextAreaField } from '../../ui/text-area-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { sendMessage } from './messages-api';
import { TemplatesPicker } from './templates-picker';

interface ComposerValues {
  text: string;
  file: ChosenFile | null;
}

const EMPTY: ComposerValues = { text: '', file: null };

interface ThreadComposerProps {
  applicationId: number;
  /** A company gets its reply templates beside the field. */
  company: boolean;
  /** A dialog holds the screen: the MainButton steps aside. */
  covered: boolean;
  onSent(item: ThreadItem): void;
}

export function ThreadComposer({
  applicationId,
  company,
  covered,
  onSent,
}: ThreadComposerProps): JSX.Element {
  const { http } = useServices();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const form = useForm({
    initial: EMPTY,
    check: (values: ComposerValues) =>
      verdictOf(MessageSendSchema, {
        applicationId,
        text: values.text,
        ...(values.file ? { fileId: values.file.id } : {}),
      }),
  });
  useUnsavedChanges(form.values.text.trim() !== '' || form.values.file !== null);
  // The templates' editor is a dialog over the screen, as a report's is.
  const [editing, setEditing] = useState(false);
  const primary = usePrimarySubmit(form.formRef, {
    text: 'Отправить',
    loading: form.pending,
    hidden: covered || editing,
  });

  const submit = form.onSubmit({
    call: (input) => sendMessage(http, input),
    done(item) {
      form.reset();
      onSent(item);
      textRef.current?.focus();
    },
    alert: 'unless-named',
    isField: (path) => path === 'text' || path === 'fileId',
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    form.formRef.current?.requestSubmit();
  };

  const insert = (text: string) => {
    const current = form.values.text.trimEnd();
    form.set('text', current === '' ? text : `${current}\n\n${text}`);
    textRef.current?.focus();
  };

  return (
    <div className="thread-composer">
      {/* Outside the form: the templates' editor is a form of its own. */}
      {company ? <TemplatesPicker onInsert={insert} onEditing={setEditing} /> : null}
      <form ref={form.formRef} noValidate onSubmit={submit} aria-label="Новое сообщение">
        <FormAlert message={form.alert} />
        <TextAreaField
          label="Сообщение"
          name="text"
          rows={3}
          value={form.values.text}
          maxLength={MESSAGE_LIMITS.textMax}
          countTrimmed
          error={form.errorOf('text')}
          hint="Ctrl+Enter (⌘+Enter) — отправить"
          textareaRef={textRef}
          onChange={(event) => form.set('text', event.target.value)}
          onKeyDown={onKeyDown}
        />
        <FileUploadField
          label="Файл (PDF)"
          kind="attachment"
          accept="application/pdf,.pdf"
          preview="link"
          current={form.values.file}
          error={form.errorOf('fileId')}
          onChange={(file) => form.set('file', file, 'fileId')}
        />
        <div className="thread-composer__actions">
          <SubmitButton primary={primary} pending={form.pending}>
            Отправить
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

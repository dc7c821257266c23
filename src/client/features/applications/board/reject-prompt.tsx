import { type FormEvent, type JSX, useRef, useState } from 'react';
import { APPLICATION_MESSAGE_MAX } from '../../../../shared/contract/application';
import { pluralRu } from '../../../../shared/format';
import { ModalDialog } from '../../../ui/modal-dialog';
import { TextAreaField } from '../../../ui/text-area-field';
import { RejectionTemplates } from './rejection-templates';

const APPLICATIONS: readonly [string, string, string] = ['отклику', 'откликам', 'откликам'];

interface Pending {
  count: number;
  resolve(message: string | null): void;
}

/**
 * One refusal message for a bulk «Отказать выбранным», with the templates. The platform's
 * confirm has no text field (Telegram's native popup cannot hold one), so it is the app's own
 * modal (ui/modal-dialog: focus trapped, Escape and BackButton cancel). `ask` resolves with the
 * trimmed message, or null when cancelled; the screen renders `dialog`.
 */
export function useRejectPrompt(): {
  ask(count: number): Promise<string | null>;
  dialog: JSX.Element | null;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = (count: number) => new Promise<string | null>((resolve) => setPending({ count, resolve }));
  const finish = (message: string | null) => {
    pending?.resolve(message);
    setPending(null);
  };
  return { ask, dialog: pending ? <RejectDialog count={pending.count} onFinish={finish} /> : null };
}

function RejectDialog({
  count,
  onFinish,
}: {
  count: number;
  onFinish(message: string | null): void;
}): JSX.Element {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const finished = useRef(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const done = (value: string | null) => {
    // Escape and a fast double click must not resolve twice.
    if (finished.current) return;
    finished.current = true;
    onFinish(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = message.trim();
    if (trimmed === '') return setError('Напишите студентам причину отказа или выберите шаблон.');
    if (trimmed.length > APPLICATION_MESSAGE_MAX)
      return setError(`Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`);
    done(trimmed);
  };
  return (
    <ModalDialog title={`Отказать ${pluralRu(count, APPLICATIONS)}?`} onClose={() => done(null)}>
      <form className="reason-dialog" onSubmit={submit} noValidate>
        <RejectionTemplates
          onPick={(text) => {
            setMessage(text);
            setError(undefined);
            textRef.current?.focus();
          }}
        />
        <TextAreaField
          label="Сообщение об отказе (одно для всех, придёт каждому студенту)"
          value={message}
          maxLength={APPLICATION_MESSAGE_MAX}
          error={error}
          textareaRef={textRef}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
        />
        <div className="modal__footer">
          <button type="button" className="button button--ghost" onClick={() => done(null)}>
            Отмена
          </button>
          <button type="submit" className="button button--secondary button--danger">
            Отказать
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

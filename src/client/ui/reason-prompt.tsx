import { type FormEvent, type JSX, type ReactNode, useRef, useState } from 'react';
import { ModalDialog } from './modal-dialog';
import { TextAreaField } from './text-area-field';
import { UnsavedChanges } from './unsaved-changes';
import { usePromptError } from './use-prompt-error';

interface ReasonRequest {
  /** «Отклонить 3 студентов?» */
  title: string;
  /** What the reason is for, and who reads it. */
  label: string;
  confirmText: string;
  max: number;
  /** Prefilled, editable text (a standard message); empty by default. */
  initial?: string;
  /** Said when the field is left empty; «Укажите причину отказа.» by default. */
  emptyError?: string;
  /** Said when the text is too long; «Не длиннее {max} символов.» by default. */
  tooLongError?: string;
  /**
   * Above the field: ready texts to start from (the refusal templates of
   * features/applications/board/reject-prompt.tsx).
   * `fill` puts a text in the field, clears the error and moves focus to the field to edit it.
   */
  templates?(fill: (text: string) => void): ReactNode;
}

interface Pending extends ReasonRequest {
  resolve(reason: string | null): void;
}

/**
 * One written reason for a bulk denial, applied to every row. The platform's confirm popup has no
 * text field (Telegram's native popup cannot hold one), so this is the app's own modal dialog:
 * a labelled field with a counter, Escape or «Отмена» cancels, focus returns to the bulk bar.
 * `ask` resolves with the trimmed reason, or null when cancelled; the screen renders `dialog`.
 */
export function useReasonPrompt(): {
  ask(request: ReasonRequest): Promise<string | null>;
  dialog: JSX.Element | null;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = (request: ReasonRequest) =>
    new Promise<string | null>((resolve) => setPending({ ...request, resolve }));
  const finish = (reason: string | null) => {
    pending?.resolve(reason);
    setPending(null);
  };
  return {
    ask,
    dialog: pending ? <ReasonDialog request={pending} onFinish={finish} /> : null,
  };
}

function ReasonDialog({
  request,
  onFinish,
}: {
  request: ReasonRequest;
  onFinish(reason: string | null): void;
}): JSX.Element {
  const [reason, setReason] = useState(request.initial ?? '');
  const { error, refuse, clear: clearError } = usePromptError();
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
    const trimmed = reason.trim();
    if (trimmed === '') return refuse(request.emptyError ?? 'Укажите причину отказа.');
    if (trimmed.length > request.max)
      return refuse(request.tooLongError ?? `Не длиннее ${request.max} символов.`);
    done(trimmed);
  };
  return (
    <ModalDialog title={request.title} onClose={() => done(null)}>
      {/* A typed reason is unsaved text: Escape or Back asks before it is thrown away (issue 24, item 9). */}
      <UnsavedChanges dirty={reason.trim() !== (request.initial ?? '').trim()} />
      <form className="reason-dialog" onSubmit={submit} noValidate>
        {request.templates?.((text) => {
          setReason(text);
          clearError();
          textRef.current?.focus();
        })}
        <TextAreaField
          label={request.label}
          value={reason}
          maxLength={request.max}
          error={error}
          textareaRef={textRef}
          onChange={(event) => {
            setReason(event.target.value);
            clearError();
          }}
        />
        <div className="modal__footer">
          <button type="button" className="button button--ghost" onClick={() => done(null)}>
            Отмена
          </button>
          <button type="submit" className="button button--secondary button--danger">
            {request.confirmText}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

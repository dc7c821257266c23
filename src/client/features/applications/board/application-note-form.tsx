import { type FormEvent, type JSX, useState } from 'react';
import { APPLICATION_NOTE_MAX } from '../../../../shared/contract/application.contract';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { usePromptError } from '../../../ui/use-prompt-error';

interface ApplicationNoteFormProps {
  applicationId: number;
  note: string | null;
  busy: boolean;
  serverError: string | undefined;
  onSave(note: string): void;
}

/**
 * The company's private note on an application (POST application/note/): the student never sees
 * it; an empty text removes it. Its own small form, so saving it never sends a status move.
 */
export function ApplicationNoteForm(props: ApplicationNoteFormProps): JSX.Element {
  const [note, setNote] = useState(props.note ?? '');
  const { error, refuse, clear: clearError } = usePromptError();
  const saved = (props.note ?? '') === note.trim();
  // An edited note is unsaved text: Back closing the card asks first (issue 24, item 9).
  useUnsavedChanges(!saved && !props.busy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const trimmed = note.trim();
    if (trimmed.length > APPLICATION_NOTE_MAX)
      return refuse(`Заметка не длиннее ${APPLICATION_NOTE_MAX} символов.`);
    clearError();
    props.onSave(trimmed);
  };
  return (
    <form
      className="application-card__section application-note"
      aria-label={`Заметка к отклику №${props.applicationId}`}
      onSubmit={submit}
      noValidate
    >
      <TextAreaField
        label="Заметка (видна только вашей компании)"
        value={note}
        maxLength={APPLICATION_NOTE_MAX}
        error={error ?? props.serverError}
        rows={3}
        onChange={(event) => {
          setNote(event.target.value);
          clearError();
        }}
      />
      <div className="board-row__actions">
        <Button type="submit" variant="secondary" pending={props.busy} disabled={saved}>
          Сохранить заметку
        </Button>
      </div>
    </form>
  );
}

import type { JSX } from 'react';
import { accountAtom, authAtom } from '../../lib/app-state';
import { useAtomValue } from '../../lib/store';
import { ModalDialog } from '../../ui/modal-dialog';
import type { FeedbackDraft } from './feedback-draft';
import { FeedbackForm } from './feedback-form';

interface FeedbackDialogProps {
  draft: FeedbackDraft;
  onDraftChange(draft: FeedbackDraft): void;
  onClose(): void;
  onSent(): void;
}

/** The modal around the form: focus moves in, Escape closes, focus goes back to the opener. */
export function FeedbackDialog({ draft, onDraftChange, onClose, onSent }: FeedbackDialogProps): JSX.Element {
  const auth = useAtomValue(authAtom);
  const account = useAtomValue(accountAtom);
  return (
    // The wrapper scopes the sheet's look (feedback.css) without :has(), which older webviews lack.
    <div className="feedback-dialog">
      <ModalDialog title="Написать в карьерный центр" onClose={onClose}>
        <FeedbackForm
          guest={auth === null}
          email={account?.email ?? null}
          draft={draft}
          onDraftChange={onDraftChange}
          onCancel={onClose}
          onSent={onSent}
        />
      </ModalDialog>
    </div>
  );
}

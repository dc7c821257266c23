import { type JSX, useState } from 'react';
import { feedbackDialogOpenAtom, feedbackSentCountAtom } from '../../lib/feedback-request';
import { useAtom, useSetAtom } from '../../lib/store';
import { FeedbackDialog } from './feedback-dialog';
import { EMPTY_DRAFT, type FeedbackDraft } from './feedback-draft';

/**
 * «Обратная связь» on every screen (the layout's footer: it never covers content, a form's sticky
 * save bar or, inside Telegram, the MainButton's strip at 360 px). It owns the one feedback
 * dialog; other screens open it through feedbackDialogOpenAtom.
 */
export function FeedbackButton(): JSX.Element {
  const [open, setOpen] = useAtom(feedbackDialogOpenAtom);
  const bumpSent = useSetAtom(feedbackSentCountAtom);
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  return (
    <>
      <button type="button" className="feedback-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="feedback-button__icon" aria-hidden="true">
          ✉
        </span>
        Обратная связь
      </button>
      {open ? (
        <FeedbackDialog
          draft={draft}
          onDraftChange={setDraft}
          onClose={() => setOpen(false)}
          onSent={() => {
            setDraft(EMPTY_DRAFT);
            setOpen(false);
            bumpSent((count) => count + 1);
          }}
        />
      ) : null}
    </>
  );
}

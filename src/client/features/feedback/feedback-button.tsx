import { type JSX, lazy, Suspense, useState } from 'react';
import { feedbackDialogOpenAtom, feedbackSentCountAtom } from '../../lib/feedback-request';
import { useAtom, useSetAtom } from '../../lib/store';
import { EMPTY_DRAFT, type FeedbackDraft } from './feedback-draft';

const loadDialog = () => import('./feedback-dialog');

/** The dialog, its form and contract load on the first open (or hover/focus): no first screen carries them. */
const FeedbackDialog = lazy(async () => ({ default: (await loadDialog()).FeedbackDialog }));

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
      <button
        type="button"
        className="feedback-button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onFocus={() => void loadDialog().catch(() => {})}
        onClick={() => setOpen(true)}
      >
        <span className="feedback-button__icon" aria-hidden="true">
          ✉
        </span>
        Обратная связь
      </button>
      {open ? (
        <Suspense
          fallback={
            <span className="visually-hidden" role="status">
              Открываем форму…
            </span>
          }
        >
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
        </Suspense>
      ) : null}
    </>
  );
}

import type { JSX } from 'react';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import { InvitationAnswer } from './invitation-answer';
import { OfferAnswer } from './offer-answer';

interface AnswerActionsProps {
  item: ApplicationItem;
  /** The application a notification opened (`?id=N`): inside Telegram its answers are the bottom buttons. */
  focused: boolean;
  onChanged(item: ApplicationItem): void;
}

/**
 * The student's answers to an invitation or an offer (docs/decisions/059): an offer is accepted
 * or declined; an invitation is answered by picking a time, a refusal, or a request for another
 * time. Inside Telegram the opened application's main answer is the MainButton and the other the
 * SecondaryButton.
 */
export function AnswerActions({ item, focused, onChanged }: AnswerActionsProps): JSX.Element | null {
  const offer = item.status === 'offer' && item.awaitingStudent;
  if (!offer && item.status !== 'invited') return null;
  return (
    <section className="answer-actions" aria-label="Ваш ответ компании">
      {offer ? (
        <OfferAnswer item={item} native={focused} onChanged={onChanged} />
      ) : (
        <InvitationAnswer item={item} native={focused} onChanged={onChanged} />
      )}
    </section>
  );
}

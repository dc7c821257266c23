import type { JSX, ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { usePrimaryAction, useSecondaryAction } from '../../../ui/primary-action';

interface AnswerAction {
  text: string;
  run(): void;
  disabled?: boolean;
}

interface AnswerButtonsProps {
  main: AnswerAction;
  alternative: AnswerAction;
  /** The application a notification opened, inside Telegram: the answers are the bottom buttons. */
  native: boolean;
  /** The main answer is being sent: its loader. */
  pending: boolean;
  /** A dialog holds the screen: the bottom buttons are its, not these. */
  covered: boolean;
  /** More answers that always stay on the page («Предложить другое время»). */
  more?: ReactNode;
}

/**
 * The main answer and its alternative (docs/decisions/059): inside Telegram, for the opened
 * application, Telegram's MainButton and SecondaryButton; elsewhere two buttons in the row.
 */
export function AnswerButtons({
  main,
  alternative,
  native,
  pending,
  covered,
  more,
}: AnswerButtonsProps): JSX.Element {
  const primary = usePrimaryAction({
    text: main.text,
    onAction: main.run,
    disabled: main.disabled === true,
    loading: pending,
    hidden: !native || covered,
  });
  const secondary = useSecondaryAction({
    text: alternative.text,
    onAction: alternative.run,
    disabled: alternative.disabled === true,
    hidden: !native || covered,
  });
  const own = !(native && primary.native && secondary.native);
  return (
    <div className="board-row__actions">
      {own ? (
        <>
          <Button pending={pending} disabled={main.disabled} onClick={main.run}>
            {main.text}
          </Button>
          <Button variant="secondary" disabled={alternative.disabled} onClick={alternative.run}>
            {alternative.text}
          </Button>
        </>
      ) : null}
      {more}
    </div>
  );
}

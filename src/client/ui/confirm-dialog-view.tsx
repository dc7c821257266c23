import type { JSX } from 'react';
import type { ConfirmOptions } from '../platform/platform';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

/** The website's confirmation itself (ui/confirm-dialog.tsx loads it on the first question). */
export function ConfirmDialogView({
  options,
  onAnswer,
}: {
  options: ConfirmOptions;
  onAnswer(confirmed: boolean): void;
}): JSX.Element {
  const { title, message, confirmText, cancelText } = options;
  return (
    <ModalDialog
      title={title ?? message}
      onClose={() => onAnswer(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {cancelText ?? 'Отмена'}
          </Button>
          <Button data-confirm-accept="" onClick={() => onAnswer(true)}>
            {confirmText ?? 'Подтвердить'}
          </Button>
        </>
      }
    >
      {title ? <p>{message}</p> : null}
    </ModalDialog>
  );
}

/**
 * A screen's primary action (save, publish, send). Inside Telegram it is the native MainButton,
 * with its loader while the action runs (docs/telegram-pitfalls.md#design-conventions); on the website the
 * screen's own button. There is always exactly one primary action on screen: inside Telegram the form's own
 * submit button stays in the DOM but out of sight, because without a submit button a form with several
 * fields ignores Enter (HTML implicit submission), and Enter must keep working.
 */
import { type JSX, type RefObject, useEffect, useRef } from 'react';
import { usePlatform } from '../lib/services';
import type { MainButtonHandle, MainButtonState } from '../platform/platform';
import { Button } from './button';

export interface PrimaryActionOptions {
  /** The button's text in its resting state, e.g. «Сохранить». */
  text: string;
  onAction(): void;
  disabled?: boolean;
  /** The action is running: Telegram shows the button's loader. */
  loading?: boolean;
  /** Not offered now (something else holds the screen, a dialog over it): the button is hidden. */
  hidden?: boolean;
}

interface PrimaryAction {
  /** True when the platform shows the action natively: the screen hides its own button. */
  native: boolean;
}

export function usePrimaryAction(options: PrimaryActionOptions): PrimaryAction {
  return useBottomButton('mainButton', options);
}

/**
 * The screen's alternative action beside the primary one (Telegram's SecondaryButton: «Отказываюсь»
 * beside «Принимаю», docs/decisions/059); on the website the screen's own button.
 */
export function useSecondaryAction(options: PrimaryActionOptions): PrimaryAction {
  return useBottomButton('secondaryButton', options);
}

function useBottomButton(
  which: 'mainButton' | 'secondaryButton',
  { text, onAction, disabled = false, loading = false, hidden = false }: PrimaryActionOptions,
): PrimaryAction {
  const platform = usePlatform();
  const button = platform[which];
  const native = button.available;
  // The latest callback, read at click time: the button is not re-set on every render.
  const actionRef = useRef(onAction);
  const initialRef = useRef<MainButtonState | null>(null);
  const handleRef = useRef<MainButtonHandle | null>(null);
  // Declared first, so it runs before the effects below read the refs.
  useEffect(() => {
    actionRef.current = onAction;
    initialRef.current = { text, disabled, loading, onClick: () => actionRef.current() };
  });

  // The button's lifetime and its look are separate effects: a new text or the loader only
  // updates it, and it is hidden once, when the screen goes away.
  useEffect(() => {
    if (!native || hidden) return;
    if (!initialRef.current) return;
    const handle = button.show(initialRef.current);
    handleRef.current = handle;
    return () => {
      handleRef.current = null;
      handle.hide();
    };
  }, [button, native, hidden]);

  useEffect(() => {
    handleRef.current?.update({ text, disabled, loading, onClick: () => actionRef.current() });
  }, [text, disabled, loading]);

  return { native };
}

/** Submits a form the way a click on its submit button does: `submit` event, validation and all. */
function requestFormSubmit(form: HTMLFormElement | null): void {
  form?.requestSubmit();
}

/** usePrimaryAction for a form: the MainButton submits it through its usual onSubmit. */
export function usePrimarySubmit(
  formRef: RefObject<HTMLFormElement | null>,
  options: Omit<PrimaryActionOptions, 'onAction'>,
): PrimaryAction {
  return usePrimaryAction({ ...options, onAction: () => requestFormSubmit(formRef.current) });
}

interface SubmitButtonProps {
  primary: PrimaryAction;
  pending?: boolean;
  disabled?: boolean;
  block?: boolean;
  children: string;
}

/**
 * The form's submit button. Inside Telegram the MainButton is the visible and accessible one, so
 * this one is kept only for Enter: out of sight, out of the Tab order and the accessibility tree.
 */
export function SubmitButton({
  primary,
  pending = false,
  disabled,
  block,
  children,
}: SubmitButtonProps): JSX.Element {
  if (primary.native) {
    return (
      <button
        type="submit"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled === true || pending}
      >
        {children}
      </button>
    );
  }
  return (
    <Button type="submit" pending={pending} disabled={disabled} block={block}>
      {children}
    </Button>
  );
}

import type { ButtonHTMLAttributes, JSX, Ref } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows a spinner and blocks repeated clicks while an action runs. */
  pending?: boolean;
  block?: boolean;
  /** React 19 hands a ref to the button like any prop (focus moved back after a dialog or a pick). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  pending = false,
  block = false,
  type = 'button',
  disabled,
  children,
  className,
  ...rest
}: ButtonProps): JSX.Element {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled === true || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

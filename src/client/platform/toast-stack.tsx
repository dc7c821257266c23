import type { JSX } from 'react';
import type { ToastKind } from './platform';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  visible: boolean;
  role: 'status' | 'alert';
}

interface ToastStackProps {
  items: readonly ToastItem[];
  onDismiss(id: string): void;
  onPause(): void;
  onResume(): void;
}

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i', warning: '!' };
const TITLES: Record<ToastKind, string> = {
  success: 'Готово',
  error: 'Ошибка',
  info: 'Сообщение',
  warning: 'Внимание',
};

/**
 * The look of the toasts (bottom-right, docs/product.md#constants). Hovering or focusing the stack pauses
 * every timer, so a toast never vanishes while the user is reading it or reaching for its button.
 */
export function ToastStack({ items, onDismiss, onPause, onResume }: ToastStackProps): JSX.Element {
  return (
    <section
      className="toast-stack"
      aria-label="Уведомления"
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
    >
      {items.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.kind}${item.visible ? ' toast--visible' : ''}`}
          role={item.role}
          aria-live={item.role === 'alert' ? 'assertive' : 'polite'}
          aria-atomic="true"
          data-kind={item.kind}
        >
          <span className="toast__icon" aria-hidden="true">
            {ICONS[item.kind]}
          </span>
          {/* A click anywhere on the text dismisses too; the close button is the keyboard path. */}
          <button type="button" className="toast__body" tabIndex={-1} onClick={() => onDismiss(item.id)}>
            <span className="visually-hidden">{TITLES[item.kind]}: </span>
            {item.message}
          </button>
          <button
            type="button"
            className="toast__close"
            aria-label="Закрыть уведомление"
            onClick={() => onDismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

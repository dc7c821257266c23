/**
 * The one owner of react-hot-toast (biome.json, docs/architecture.md). Only its headless store is
 * used: the look is ours (platform/toast-stack.tsx), so the bundle carries no CSS-in-JS runtime. It
 * is a chunk of its own that platform/toast.ts loads with the first notice: the first screen shows
 * none.
 */
import { createElement, type JSX } from 'react';
import { toast, useToaster } from 'react-hot-toast/headless';
import { FADE_MS, TOAST_DURATION_MS } from '../../shared/constants';
import type { ToastKind } from './platform';
import { type ToastItem, ToastStack } from './toast-stack';

const KINDS: readonly ToastKind[] = ['success', 'error', 'info', 'warning'];

function isToastKind(value: string | undefined): value is ToastKind {
  return KINDS.some((kind) => kind === value);
}

/** Shows a notice; default duration and fade come from docs/product.md#constants. Never throws. */
export function showToast(kind: ToastKind, message: string): void {
  const urgent = kind === 'error' || kind === 'warning';
  try {
    toast(message, {
      duration: TOAST_DURATION_MS,
      // The store removes a dismissed toast after this delay: exactly the fade-out time.
      removeDelay: FADE_MS,
      // The kind rides in className: the headless store has no field of its own for it.
      className: kind,
      ariaProps: urgent
        ? { role: 'alert', 'aria-live': 'assertive' }
        : { role: 'status', 'aria-live': 'polite' },
    });
  } catch {
    // A notice must never break the action that raised it.
  }
}

/** Dismisses every toast at once (tests, and screens that replace the whole view). */
export function dismissAllToasts(): void {
  toast.dismiss();
}

/** Renders the toasts; platform/toast.ts mounts it once the first notice was asked for. */
export function ToastViewport(): JSX.Element {
  const { toasts, handlers } = useToaster();
  const items: ToastItem[] = toasts.map((item) => ({
    id: item.id,
    kind: isToastKind(item.className) ? item.className : 'info',
    message: typeof item.message === 'string' ? item.message : '',
    visible: item.visible,
    role: item.ariaProps.role,
  }));
  return createElement(ToastStack, {
    items,
    onDismiss: (id: string) => toast.dismiss(id),
    onPause: handlers.startPause,
    onResume: handlers.endPause,
  });
}

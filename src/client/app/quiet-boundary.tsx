import { Component, type ReactNode } from 'react';

/**
 * For extras around the page (the footer's feedback button): if their chunk fails to load or they
 * crash, the page goes on without them instead of showing the crash screen.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[app] a page extra failed; the page goes on without it', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

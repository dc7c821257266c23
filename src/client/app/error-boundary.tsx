import { Component, type ErrorInfo, type JSX, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-loader';

/**
 * Reloading is the only recovery offered (no automatic retry, docs/product.md#error-catalogue); tests replace
 * it.
 */
export const pageActions = {
  reload(): void {
    window.location.reload();
  },
};

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change (the location) clears a caught error, so other screens stay reachable. */
  resetKey?: string;
  /** The top-level boundary fills the page; the route one only the main area. */
  scope: 'app' | 'route';
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The console is where a developer or a support request will look for the cause.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkErrorScreen type={error.type} request={error.request} />;
    return <CrashScreen scope={this.props.scope} />;
  }
}

function ReloadButton(): JSX.Element {
  return (
    <button type="button" className="button button--primary" onClick={() => pageActions.reload()}>
      Обновить страницу
    </button>
  );
}

/**
 * docs/product.md#error-catalogue: the chunk failed; the type and the requested address are shown for
 * support.
 */
function ChunkErrorScreen({ type, request }: { type: string; request: string }): JSX.Element {
  return (
    <section className="error-screen" role="alert" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title">Не удалось загрузить раздел</h1>
      <p>
        Возможно, пропало соединение или сайт только что обновился. Обновите страницу — загрузится свежая
        версия.
      </p>
      <ReloadButton />
      <p className="error-screen__details">
        <small>
          Тип ошибки: {type}. Адрес: <code>{request}</code>
        </small>
      </p>
    </section>
  );
}

export function CrashScreen({ scope }: { scope: 'app' | 'route' }): JSX.Element {
  return (
    <section
      className={`error-screen${scope === 'app' ? ' error-screen--page' : ''}`}
      role="alert"
      aria-labelledby="crash-title"
    >
      <h1 id="crash-title">Что-то пошло не так</h1>
      <p>Приложение столкнулось с ошибкой. Обновите страницу; если ошибка повторится, попробуйте позже.</p>
      <ReloadButton />
    </section>
  );
}

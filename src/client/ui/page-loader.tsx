import type { JSX } from 'react';

/** Shown while a screen's chunk loads. */
export function PageLoader(): JSX.Element {
  return (
    <div className="page-loader" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">Загрузка…</span>
    </div>
  );
}

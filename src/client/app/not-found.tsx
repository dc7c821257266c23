import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/paths';
import { usePageTitle } from '../lib/page-title';

export function NotFoundScreen(): JSX.Element {
  usePageTitle('Страница не найдена');
  return (
    <section className="error-screen" aria-labelledby="not-found-title">
      <p className="error-screen__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Страница не найдена</h1>
      <p>Возможно, в адресе опечатка или страницу удалили.</p>
      <Link href={paths.home} className="button button--primary">
        На главную
      </Link>
    </section>
  );
}

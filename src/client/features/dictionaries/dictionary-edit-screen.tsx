import type { JSX } from 'react';
import { Link } from 'wouter';
import type { DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import { BoardGate } from '../../lib/board-access';
import { fetchAllDictionaryItems } from '../../lib/dictionary-items-api';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { useIdParam } from '../../lib/use-id-param';
import { MissingState } from '../../ui/missing-state';
import { PageLoader } from '../../ui/page-loader';
import { ErrorState } from '../../ui/states';
import { type DictionaryArea, tagArea, vacancyTypeArea } from './dictionary-areas';
import { DictionaryForm, type DictionaryValues } from './dictionary-form';

/** /board/tag/edit/ and /board/tag/edit/:id/ */
export function TagEditScreen(): JSX.Element {
  return <DictionaryEditScreen area={tagArea} />;
}

/** /board/vacancy-type/edit/ and /board/vacancy-type/edit/:id/ */
export function VacancyTypeEditScreen(): JSX.Element {
  return <DictionaryEditScreen area={vacancyTypeArea} />;
}

function DictionaryEditScreen({ area }: { area: DictionaryArea }): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <DictionaryEditor area={area} />}</BoardGate>;
}

/** A new item goes after the last one unless the admin says otherwise. */
function nextPosition(items: readonly DictionaryItem[]): number {
  return items.reduce((max, item) => Math.max(max, item.position), -1) + 1;
}

function DictionaryEditor({ area }: { area: DictionaryArea }): JSX.Element {
  const http = useHttp();
  const id = useIdParam();
  const title = id === null ? area.newTitle : area.editTitle;
  usePageTitle(title);
  // The API has no single-item read: the whole (short) list gives the item and the next position.
  const loaded = useResource(area.api, () => fetchAllDictionaryItems(http, area.api, true));

  const back = (
    <Link href={area.listPath} className="back-link">
      ← {area.title}
    </Link>
  );
  if (loaded.status === 'loading') return <PageLoader />;
  if (loaded.status === 'error') {
    return (
      <section className="board" aria-labelledby="dictionary-edit-title">
        {back}
        <h1 id="dictionary-edit-title">{title}</h1>
        <ErrorState message={loaded.message} onRetry={loaded.reload} code={loaded.code} />
      </section>
    );
  }
  const item = id === null ? null : loaded.data.find((candidate) => candidate.id === id);
  if (item === undefined) {
    return (
      <MissingState
        status={404}
        notFoundTitle={area.notFound}
        back={
          <Link href={area.listPath} className="button button--secondary">
            {area.title}
          </Link>
        }
      />
    );
  }
  const initial: DictionaryValues = item
    ? { name: item.name, position: String(item.position), visible: item.visible }
    : { name: '', position: String(nextPosition(loaded.data)), visible: true };
  return (
    <section className="board board--form" aria-labelledby="dictionary-edit-title">
      <header className="board__header">
        <div>
          {back}
          <h1 id="dictionary-edit-title">{title}</h1>
        </div>
      </header>
      <DictionaryForm key={item?.id ?? 'new'} area={area} id={item?.id ?? null} initial={initial} />
    </section>
  );
}

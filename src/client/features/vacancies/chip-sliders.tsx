import type { JSX } from 'react';
import type { DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import type { Page } from '../../../shared/contract/query';
import { type Resource, useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { Slider } from '../../ui/slider';
import { ToggleChip } from '../../ui/tag-chips';
import { tagsRequest, vacancyTypesRequest } from './vacancies-api';

type DictionaryResource = Resource<Page<DictionaryItem>> & { reload: () => void };

/**
 * Facet counts of the current search by id (the list's first page brings them); undefined until
 * they arrive, so no chip shows a count that ignores the search.
 */
type FacetCounts = ReadonlyMap<number, number> | undefined;

const countOf = (counts: FacetCounts, id: number) => (counts ? (counts.get(id) ?? 0) : undefined);

function ChipRowState({
  resource,
  what,
}: {
  resource: DictionaryResource;
  what: string;
}): JSX.Element | null {
  if (resource.status === 'loading') {
    return (
      <div className="chip-row-skeleton" role="status">
        <span className="visually-hidden">Загрузка: {what}</span>
        {[72, 96, 64, 110, 84].map((width) => (
          <span key={width} className="skeleton skeleton--chip" style={{ width }} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (resource.status === 'error') {
    return (
      <p className="chip-row-error">
        Не удалось загрузить {what}.{' '}
        <button type="button" className="link-button" onClick={resource.reload}>
          Повторить
        </button>
      </p>
    );
  }
  return null;
}

/** The vacancy-type slider: one type at a time, «Все» clears it. */
export function TypeSlider({
  value,
  onChange,
  counts,
}: {
  value: number | null;
  onChange: (type: number | null) => void;
  counts: FacetCounts;
}): JSX.Element | null {
  const http = useHttp();
  const types = useResource('types', () => vacancyTypesRequest(http));
  if (types.status !== 'ready') return <ChipRowState resource={types} what="типы вакансий" />;
  if (types.data.items.length === 0) return null;
  const all = { id: 0, name: 'Все' };
  const items = [all, ...types.data.items];
  return (
    <Slider
      label="Типы вакансий"
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <ToggleChip
          pressed={item.id === 0 ? value === null : value === item.id}
          count={item.id === 0 ? undefined : countOf(counts, item.id)}
          onToggle={() => onChange(item.id === 0 || value === item.id ? null : item.id)}
        >
          {item.name}
        </ToggleChip>
      )}
    />
  );
}

/** The tag slider: several tags can be chosen at once. */
export function TagSlider({
  value,
  onToggle,
  counts,
}: {
  value: readonly number[];
  onToggle: (tag: number) => void;
  counts: FacetCounts;
}): JSX.Element | null {
  const http = useHttp();
  const tags = useResource('tags', () => tagsRequest(http));
  if (tags.status !== 'ready') return <ChipRowState resource={tags} what="теги" />;
  if (tags.data.items.length === 0) return null;
  return (
    <Slider
      label="Теги"
      items={tags.data.items}
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <ToggleChip
          pressed={value.includes(item.id)}
          count={countOf(counts, item.id)}
          onToggle={() => onToggle(item.id)}
        >
          {item.name}
        </ToggleChip>
      )}
    />
  );
}

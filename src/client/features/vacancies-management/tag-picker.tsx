import { type JSX, useId, useState } from 'react';
import { VACANCY_TAGS_MAX } from '../../../shared/contract/vacancy.contract';
import { ToggleChip } from '../../ui/tag-chips';

interface TagPickerProps {
  tags: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange(selected: number[]): void;
  error?: string | undefined;
}

/** Past this many tags a filter field saves scrolling through the chips. */
const FILTER_FROM = 20;

/** Tags as toggle chips, at most VACANCY_TAGS_MAX; the limit is said, not just enforced. */
export function TagPicker({ tags, selected, onChange, error }: TagPickerProps): JSX.Element {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [limitHit, setLimitHit] = useState(false);
  const needle = filter.trim().toLocaleLowerCase('ru');
  const shown =
    needle === '' ? tags : tags.filter((tag) => tag.name.toLocaleLowerCase('ru').includes(needle));

  function toggle(tagId: number): void {
    if (selected.includes(tagId)) {
      setLimitHit(false);
      onChange(selected.filter((item) => item !== tagId));
    } else if (selected.length >= VACANCY_TAGS_MAX) {
      setLimitHit(true);
    } else {
      onChange([...selected, tagId]);
    }
  }

  return (
    <fieldset className="tag-picker" aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend className="field__label">Теги</legend>
      <p className="field__hint" id={`${id}-count`} aria-live="polite">
        Выбрано {selected.length} из {VACANCY_TAGS_MAX}
        {limitHit ? `. Можно выбрать не больше ${VACANCY_TAGS_MAX} тегов.` : ''}
      </p>
      {tags.length > FILTER_FROM ? (
        <div className="tag-picker__filter">
          <label className="visually-hidden" htmlFor={`${id}-filter`}>
            Найти тег
          </label>
          <input
            id={`${id}-filter`}
            className="field__input"
            type="search"
            placeholder="Найти тег"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      ) : null}
      {tags.length === 0 ? <p className="muted">Тегов пока нет.</p> : null}
      <div className="tag-picker__chips">
        {shown.map((tag) => (
          <ToggleChip key={tag.id} pressed={selected.includes(tag.id)} onToggle={() => toggle(tag.id)}>
            {tag.name}
          </ToggleChip>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

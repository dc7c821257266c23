import { type JSX, useId, useState } from 'react';
import { ToggleChip } from '../tag-chips';

interface TagPickerProps {
  /** «Теги» (a vacancy), «Навыки» (a student). */
  legend: string;
  tags: readonly { id: number; name: string }[];
  selected: readonly number[];
  /** How many may be chosen (VACANCY_TAGS_MAX, SKILLS_MAX). */
  max: number;
  /** «тегов», «навыков»: said when the limit is reached. */
  many: string;
  onChange(selected: number[]): void;
  error?: string | undefined;
}

/** Past this many tags a filter field saves scrolling through the chips. */
const FILTER_FROM = 20;
/** Past FILTER_FROM, the chips shown before «Показать все» (the chosen ones besides). */
const FOLDED_COUNT = 16;

/**
 * Tags as wrapped toggle chips (buttons with aria-pressed) with «Найти тег» once there are many,
 * at most `max`; the limit is said, not just enforced. One picker for the vacancy editor's tags
 * and the student's skills (issue 24, item 10: the skills were 64 full-width rows, 3,121 px).
 * The filter hides no chosen chip: what is chosen stays in view while the student searches.
 * A long list shows the chosen chips and the first FOLDED_COUNT others until «Показать все».
 */
export function TagPicker({
  legend,
  tags,
  selected,
  max,
  many,
  onChange,
  error,
}: TagPickerProps): JSX.Element {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [limitHit, setLimitHit] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const needle = filter.trim().toLocaleLowerCase('ru');
  const long = tags.length > FILTER_FROM;
  const folded = long && needle === '' && !unfolded;
  const matching =
    needle === ''
      ? tags
      : tags.filter((tag) => selected.includes(tag.id) || tag.name.toLocaleLowerCase('ru').includes(needle));
  const shown = folded
    ? tags.filter((tag, index) => index < FOLDED_COUNT || selected.includes(tag.id))
    : matching;

  function toggle(tagId: number): void {
    if (selected.includes(tagId)) {
      setLimitHit(false);
      onChange(selected.filter((item) => item !== tagId));
    } else if (selected.length >= max) {
      setLimitHit(true);
    } else {
      onChange([...selected, tagId]);
    }
  }

  return (
    <fieldset className="tag-picker" aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend className="field__label">{legend}</legend>
      <p className="field__hint" id={`${id}-count`} aria-live="polite">
        Выбрано {selected.length} из {max}
        {limitHit ? `. Можно выбрать не больше ${max} ${many}.` : ''}
      </p>
      {long ? (
        <div className="tag-picker__filter">
          <label className="visually-hidden" htmlFor={`${id}-filter`}>
            Найти тег
          </label>
          <input
            id={`${id}-filter`}
            className="field__input"
            type="search"
            placeholder="Найти тег"
            aria-describedby={`${id}-found`}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <p className="visually-hidden" id={`${id}-found`} aria-live="polite">
            {needle === '' ? '' : `Показано ${shown.length} из ${tags.length}`}
          </p>
        </div>
      ) : null}
      {tags.length === 0 ? <p className="muted">Тегов пока нет.</p> : null}
      {tags.length > 0 && shown.length === 0 ? <p className="muted">Такого тега нет.</p> : null}
      <div className="tag-picker__chips" id={`${id}-chips`}>
        {shown.map((tag) => (
          <ToggleChip key={tag.id} pressed={selected.includes(tag.id)} onToggle={() => toggle(tag.id)}>
            {tag.name}
          </ToggleChip>
        ))}
      </div>
      {long && needle === '' ? (
        <button
          type="button"
          className="link-button tag-picker__more"
          aria-expanded={unfolded}
          aria-controls={`${id}-chips`}
          onClick={() => setUnfolded((now) => !now)}
        >
          {unfolded ? 'Свернуть' : `Показать все (${tags.length})`}
        </button>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

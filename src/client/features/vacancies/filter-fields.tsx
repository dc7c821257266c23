import { type JSX, lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  EMPLOYMENTS,
  EXPERIENCES,
  employmentLabels,
  experienceLabels,
  SCHEDULES,
  STUDENT_FLAGS,
  scheduleLabels,
  studentFlagLabels,
} from '../../../shared/dictionaries';
import { toggle, type VacancyFilters } from '../../../shared/vacancy-filters';
import { useDebouncedCallback } from '../../ui/use-debounced';

const SALARY_DEBOUNCE_MS = 600;

/** Loaded when the panel is first shown: not part of the list's first screen on a phone. */
const PlaceFilter = lazy(() => import('./place-filter').then((module) => ({ default: module.PlaceFilter })));

function CheckGroup<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (next: T[]) => void;
}): JSX.Element {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="check">
          <input
            type="checkbox"
            checked={value.includes(option)}
            onChange={() => onChange(toggle(value, option))}
          />
          <span>{labels[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}

function SalaryFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (salary: number | null) => void;
}): JSX.Element {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 8);
    onChange(digits === '' || Number(digits) === 0 ? null : Number(digits));
  };
  const debounced = useDebouncedCallback(commit, SALARY_DEBOUNCE_MS);
  return (
    <div className="filter-group">
      <label htmlFor={id} className="filter-group__legend">
        Зарплата от, ₽
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Например, 40 000"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          debounced.call(event.target.value);
        }}
        onBlur={debounced.flush}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            debounced.cancel();
            commit(text);
          }
        }}
      />
    </div>
  );
}

/** The panel's fields; every change applies at once (the list below follows). */
export function FilterFields({
  filters,
  onChange,
  shown,
}: {
  filters: VacancyFilters;
  onChange: (next: VacancyFilters) => void;
  /** The panel is on the screen (the sidebar, or the sheet opened once): its lazy parts may load. */
  shown: boolean;
}): JSX.Element {
  return (
    <div className="filter-fields">
      {shown ? (
        <Suspense fallback={<p className="muted">Загружаем города…</p>}>
          <PlaceFilter filters={filters} onChange={onChange} />
        </Suspense>
      ) : null}
      <SalaryFilter
        value={filters.salaryFrom}
        onChange={(salaryFrom) => onChange({ ...filters, salaryFrom })}
      />
      <CheckGroup
        legend="Для студентов"
        options={STUDENT_FLAGS}
        labels={studentFlagLabels}
        value={filters.flags}
        onChange={(flags) => onChange({ ...filters, flags })}
      />
      <CheckGroup
        legend="Занятость"
        options={EMPLOYMENTS}
        labels={employmentLabels}
        value={filters.employment}
        onChange={(employment) => onChange({ ...filters, employment })}
      />
      <CheckGroup
        legend="График"
        options={SCHEDULES}
        labels={scheduleLabels}
        value={filters.schedule}
        onChange={(schedule) => onChange({ ...filters, schedule })}
      />
      <CheckGroup
        legend="Опыт работы"
        options={EXPERIENCES}
        labels={experienceLabels}
        value={filters.experience}
        onChange={(experience) => onChange({ ...filters, experience })}
      />
    </div>
  );
}

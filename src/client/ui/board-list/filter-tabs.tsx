import type { JSX } from 'react';

export interface FilterTab<T extends string> {
  value: T;
  label: string;
}

interface FilterTabsProps<T extends string> {
  label: string;
  value: T;
  tabs: readonly FilterTab<T>[];
  onChange(value: T): void;
}

/**
 * Status filters as a row of toggle buttons (aria-pressed): they filter one list rather than
 * switch panels, so the tabs pattern with its arrow-key contract would promise too much. The row
 * scrolls sideways on a 360 px phone instead of wrapping into a ragged block.
 */
export function FilterTabs<T extends string>({
  label,
  value,
  tabs,
  onChange,
}: FilterTabsProps<T>): JSX.Element {
  return (
    <fieldset className="filter-tabs">
      <legend className="visually-hidden">{label}</legend>
      <div className="filter-tabs__row">
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            className="filter-tabs__tab"
            aria-pressed={tab.value === value}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

import type { JSX, ReactNode } from 'react';

/** Read-only tags of a vacancy. */
export function TagList({
  tags,
  label = 'Теги',
}: {
  tags: readonly { id: number; name: string }[];
  label?: string;
}): JSX.Element | null {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id} className="tag">
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * A filter chip: a toggle button (aria-pressed), so screen readers say «нажата» for a chosen one.
 * The count is part of the name («Стажировка, 12»), read after the label.
 */
export function ToggleChip({
  pressed,
  onToggle,
  count,
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  count?: number | undefined;
  children: ReactNode;
}): JSX.Element {
  return (
    <button
      type="button"
      className={`chip${pressed ? ' chip--pressed' : ''}`}
      aria-pressed={pressed}
      onClick={onToggle}
    >
      <span className="chip__label">{children}</span>
      {count === undefined ? null : (
        <span className="chip__count">
          <span className="visually-hidden">, </span>
          {new Intl.NumberFormat('ru-RU').format(count)}
        </span>
      )}
    </button>
  );
}

import type { JSX, ReactNode } from 'react';

/** 404 / 403 of a record a screen asked for by id. */
export function MissingState({
  status,
  notFoundTitle,
  back,
}: {
  status: number;
  /** «Вакансия не найдена», «Тег не найден». */
  notFoundTitle: string;
  back: ReactNode;
}): JSX.Element {
  const title = status === 404 ? notFoundTitle : 'Нет доступа';
  const text =
    status === 404
      ? 'Возможно, запись удалили или в адресе опечатка.'
      : 'Редактировать можно только свои записи.';
  return (
    <section className="board-empty" aria-labelledby="missing-title">
      <h1 id="missing-title">{title}</h1>
      <p className="muted">{text}</p>
      <div className="board-empty__actions">{back}</div>
    </section>
  );
}

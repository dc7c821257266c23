import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { vacancyItem } from '../app/testing/board-fixtures';
import { VacancyCard } from './vacancy-card';

afterEach(cleanup);

const metaOf = (vacancy: ReturnType<typeof vacancyItem>) => {
  const { container } = render(
    <Router>
      <VacancyCard vacancy={vacancy} />
    </Router>,
  );
  return container.querySelector('.vacancy-card__meta')?.textContent;
};

describe('VacancyCard', () => {
  it('names a type that is also the employment once («Стажировка», not twice)', () => {
    expect(metaOf(vacancyItem(1, { employment: 'probation', schedule: 'flexible' }))).toBe(
      'Стажировка · Гибкий график',
    );
    expect(
      metaOf(vacancyItem(2, { vacancyType: { id: 3, name: 'стажировка' }, employment: 'probation' })),
    ).toBe('стажировка · Гибкий график');
  });

  it('keeps a type and an employment that differ', () => {
    expect(
      metaOf(
        vacancyItem(3, { vacancyType: { id: 2, name: 'Работа' }, employment: 'full', schedule: 'remote' }),
      ),
    ).toBe('Работа · Полная занятость · Удалённая работа');
    expect(metaOf(vacancyItem(4, { vacancyType: null, employment: 'part' }))).toBe(
      'Частичная занятость · Гибкий график',
    );
  });
});

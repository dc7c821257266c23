import { describe, expect, it } from 'vitest';
import { excerpt, leadingSentences } from './excerpt';

describe('excerpt', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(excerpt('  Знание\n\nSQL  и Git ', 200)).toBe('Знание SQL и Git');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'Опыт работы с базами данных и системами контроля версий '.repeat(10);
    const result = excerpt(text, 200);
    expect(result.length).toBeLessThanOrEqual(200);
    expect(result.endsWith('…')).toBe(true);
    expect(text.replace(/\s+/g, ' ')).toContain(result.slice(0, -1));
  });

  it('cuts one endless word too', () => {
    expect(excerpt('а'.repeat(500), 200)).toHaveLength(200);
  });
});

describe('leadingSentences', () => {
  it('takes whole sentences that fit', () => {
    const text = `Мы делаем сервисы. ${'Очень длинное предложение '.repeat(10)}.`;
    expect(leadingSentences(text, 100)).toBe('Мы делаем сервисы.');
  });

  it('falls back to an excerpt when the first sentence is too long', () => {
    expect(leadingSentences('слово '.repeat(100), 50).length).toBeLessThanOrEqual(50);
  });
});

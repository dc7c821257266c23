import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainText, toBlocks } from './plain-text';

afterEach(cleanup);

describe('PlainText', () => {
  it('splits paragraphs on blank lines and makes lists of «-» lines', () => {
    expect(toBlocks('Один.\nДва.\n\n- React\n• TypeScript\n1. Git\nИтог')).toEqual([
      { kind: 'paragraph', lines: ['Один.', 'Два.'] },
      { kind: 'list', items: ['React', 'TypeScript', 'Git'] },
      { kind: 'paragraph', lines: ['Итог'] },
    ]);
  });

  it('shows markup as text, never as HTML', () => {
    const { container } = render(<PlainText text={'<img src=x onerror=alert(1)> <b>жирный</b>'} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <b>жирный</b>');
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Slider } from './slider';

afterEach(cleanup);

const renderChips = () =>
  render(
    <Slider
      items={['Разработка', 'Дизайн', 'Маркетинг']}
      itemKey={(item) => item}
      renderItem={(item) => <button type="button">{item}</button>}
      label="Типы вакансий"
    />,
  );

describe('the slider (Swiper after the first paint)', () => {
  it('scrolls natively until someone reaches for it, then Swiper takes over the same markup', async () => {
    renderChips();
    const viewport = screen.getByRole('group', { name: 'Типы вакансий' });
    const chip = screen.getByRole('button', { name: 'Дизайн' });
    // Nothing asked for Swiper yet: the row is the plain list React rendered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(viewport.classList.contains('slider--enhanced')).toBe(false);
    fireEvent.focusIn(chip);
    await waitFor(() => expect(viewport.classList.contains('slider--enhanced')).toBe(true));
    // The same chip element: focus and state survive the takeover.
    expect(screen.getByRole('button', { name: 'Дизайн' })).toBe(chip);
  });
});

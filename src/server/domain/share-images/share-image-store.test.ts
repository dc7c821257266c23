import { describe, expect, it } from 'vitest';
import { createShareImages } from './share-image-store';

/** A picture as `find` gives it, without a database: a key, an ETag and a small card. */
const picture = (n: number) => ({
  key: `k${n}`,
  etag: `"k${n}"`,
  card: { kicker: 'Вакансия', title: `Вакансия ${n}`, lines: [] },
});

describe('share image store', () => {
  it('draws an image once however many ask for it at once, and keeps it', async () => {
    const images = createShareImages(10);
    const [first, second] = await Promise.all([images.draw(picture(1)), images.draw(picture(1))]);
    expect(first).toBeInstanceOf(Buffer);
    expect(second).toBe(first);
    expect(images.cached(picture(1))).toBe(first);
  });

  it('keeps at most its bound, the least recently used going first', async () => {
    const images = createShareImages(2);
    await images.draw(picture(1));
    await images.draw(picture(2));
    images.cached(picture(1));
    await images.draw(picture(3));
    expect(images.cached(picture(2))).toBeUndefined();
    expect(images.cached(picture(1))).toBeInstanceOf(Buffer);
    expect(images.cached(picture(3))).toBeInstanceOf(Buffer);
  });

  it('refuses a drawing when two run and forty wait, and draws the rest', async () => {
    const images = createShareImages(100);
    const asked = Array.from({ length: 43 }, (_, n) => images.draw(picture(100 + n)));
    const answers = await Promise.all(asked);
    expect(answers.filter((answer) => answer === 'busy')).toHaveLength(1);
    expect(answers.at(-1)).toBe('busy');
    expect(answers.filter((answer) => answer instanceof Buffer)).toHaveLength(42);
  }, 60_000);
});

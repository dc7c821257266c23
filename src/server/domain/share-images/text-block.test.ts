import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawShareCard } from './share-card';
import { SHARE_FONTS } from './share-fonts';
import { drawText, plainLine } from './text-block';

const STYLE = { font: SHARE_FONTS.bold, size: 54, colour: '#1a1f29', width: 1056 } as const;

describe('share image text', () => {
  it('keeps one line of plain text: no controls, one space, marks stacked at most two deep', () => {
    expect(plainLine('  Стажёр\n\tаналитик\u202e\u200b  ')).toBe('Стажёр аналитик');
    const marks = [...plainLine(`Z${'\u0301'.repeat(30)}alg`)].filter((c) => /\p{M}/u.test(c));
    expect(marks.length).toBeLessThanOrEqual(2);
    expect(plainLine('е\u0308')).toBe('ё');
    expect(plainLine('Стажёр 🚀 Python 👩‍💻')).toBe('Стажёр Python');
  });

  it('draws markup characters as text', async () => {
    const drawn = await drawText({ ...STYLE, text: '<b>C&A</b> </span>', maxLines: 1 });
    expect(drawn?.shortened).toBe(false);
    expect(drawn?.width).toBeGreaterThan(100);
  });

  it('shortens what does not fit with «…», and wraps a long word inside its lines', async () => {
    // One line of the tallest letters: n lines are about n times as high.
    const one = await drawText({ ...STYLE, text: 'Ёу', maxLines: 1 });
    const long = await drawText({ ...STYLE, text: 'Ведущий инженер по данным '.repeat(8), maxLines: 2 });
    expect(long?.shortened).toBe(true);
    expect(long?.height ?? 0).toBeLessThan((one?.height ?? 0) * 2.2);
    const word = await drawText({ ...STYLE, text: 'Сверхдлинноеназвание'.repeat(4), maxLines: 3 });
    expect(word?.shortened).toBe(false);
    expect(word?.height ?? 0).toBeGreaterThan((one?.height ?? 0) * 1.5);
    expect(word?.width ?? 0).toBeLessThanOrEqual(STYLE.width);
    expect(await drawText({ ...STYLE, text: ' \n ', maxLines: 1 })).toBeNull();
  });

  it('draws a card of 1200×630 whatever its texts', async () => {
    const png = await drawShareCard({
      kicker: 'Вакансия',
      title: `${'Очень длинное название вакансии '.repeat(10)}</span>`,
      lines: [
        { text: 'ООО «Дельта»'.repeat(10), tone: 'strong' },
        { text: 'от 60 000 до 90 000 ₽ на руки', tone: 'salary' },
        { text: `Казань${'\u0301'.repeat(50)}`, tone: 'muted' },
      ],
    });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});

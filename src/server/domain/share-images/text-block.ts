import type { ShareFont } from './share-fonts';

/** sharp loads with the first image drawn, not with the server (as in files/prepare-upload.ts). */
const loadSharp = async () => (await import('sharp')).default;

type TextStyle = { font: ShareFont; size: number; colour: string };

export type TextBlock = TextStyle & {
  text: string;
  /** The width lines wrap at, in pixels. */
  width: number;
  /** Lines beyond these are cut, the last one ending in «…». */
  maxLines: number;
  /**
   * As high as a line of the tallest letters whatever the text, so lines stacked by their images'
   * heights stand evenly: an invisible «Ёу» ends the text (its ink counts, its colour is none).
   */
  steady?: boolean;
};

export type DrawnText = { png: Buffer; width: number; height: number; shortened: boolean };

/** Longer input is never laid out whole: no field we draw needs more to fill its lines. */
const INPUT_MAX = 400;
const ELLIPSIS = '…';

/**
 * One line of plain text: no control characters or pictographs, one space between words, marks
 * stacked at most two deep.
 */
export function plainLine(text: string): string {
  return (
    text
      .normalize('NFC')
      // Control and format characters (bidi overrides, zero widths) draw nothing a reader needs.
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
      .replace(/(\p{M}\p{M}?)\p{M}+/gu, '$1')
      // Pictographs the shipped fonts lack (🚀) would be drawn as empty boxes.
      .replace(/[\u{1F000}-\u{1FAFF}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, INPUT_MAX)
  );
}

/** Pango reads the text as markup: the three characters that could open or end a tag are escaped. */
function markupText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const STRUT = '<span fgalpha="1">Ёу</span>';

async function render(style: TextStyle, text: string, width: number, steady = false): Promise<DrawnText> {
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.colour}">${markupText(text)}${steady ? STRUT : ''}</span>`,
      font: `${style.font.family} ${style.size}`,
      fontfile: style.font.file,
      width,
      dpi: 72,
      rgba: true,
      // Words wrap at spaces; a word longer than the line breaks inside itself.
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, shortened: false };
}

/**
 * The distance between lines of a style, from two lines of the same tall letters. The image of a
 * text is as high as its ink, so its line count is read from its height with this pitch.
 */
const pitches = new Map<string, Promise<number>>();

function pitchOf(style: TextStyle): Promise<number> {
  const key = `${style.font.file}:${style.size}`;
  let pitch = pitches.get(key);
  if (!pitch) {
    pitch = Promise.all([render(style, 'Ёу', 10_000), render(style, 'Ёу\nЁу', 10_000)]).then(
      ([one, two]) => two.height - one.height,
    );
    // A failed measurement is not kept: the next drawing measures again.
    pitch.catch(() => pitches.delete(key));
    pitches.set(key, pitch);
  }
  return pitch;
}

/**
 * Lines in an image `height` high: n lines span (n − 1) pitches plus one line's ink, which is
 * between a small letter's and a tall letter with a descender's, under a pitch either way.
 */
function linesIn(height: number, pitch: number): number {
  return 1 + Math.max(0, Math.floor((height - 0.3 * pitch) / pitch));
}

/** The first `count` characters, cut back to a word when one ends in the second half, with «…». */
function shortenedTo(text: string, count: number): string {
  let cut = text.slice(0, count);
  const space = cut.lastIndexOf(' ');
  if (count < text.length && text[count] !== ' ' && space > count / 2) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:!?—–-]+$/u, '')}${ELLIPSIS}`;
}

/**
 * Draws `block.text` wrapped at `block.width` in at most `block.maxLines` lines; a longer text is
 * shortened with «…» to the longest start that fits (a binary search over its length: about
 * eight drawings for a long title). Transparent around the letters, to be laid over the card.
 */
export async function drawText(block: TextBlock): Promise<DrawnText | null> {
  const text = plainLine(block.text);
  if (text === '') return null;
  const pitch = await pitchOf(block);
  const fits = (drawn: DrawnText) => linesIn(drawn.height, pitch) <= block.maxLines;
  const draw = (line: string) => render(block, line, block.width, block.steady);
  const whole = await draw(text);
  if (fits(whole)) return whole;
  let low = 0;
  let high = text.length - 1;
  let best: DrawnText | null = null;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const drawn = await draw(shortenedTo(text, middle));
    if (fits(drawn)) {
      low = middle;
      best = drawn;
    } else {
      high = middle - 1;
    }
  }
  const shortest = best ?? (await draw(ELLIPSIS));
  return { ...shortest, shortened: true };
}

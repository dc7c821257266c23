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
   * As high as a full line whatever the text, so lines stacked by their images' heights stand
   * evenly: an invisible «|» ends the text (its ink counts, its colour is none).
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

/** «|» reaches above the capitals and below the descenders, and takes a few pixels of the line. */
const STRUT = '<span fgalpha="1">|</span>';

type Size = { width: number; height: number };

/** The text laid out by Pango, not yet encoded: its size is known without drawing a PNG. */
async function layout(style: TextStyle, text: string, width: number, steady = false) {
  const sharp = await loadSharp();
  return sharp({
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
  });
}

/** The size a text takes: a layout only (under a millisecond), no PNG (ten or more). */
async function measure(style: TextStyle, text: string, width: number, steady = false): Promise<Size> {
  const { width: w = 0, height: h = 0 } = await (await layout(style, text, width, steady)).metadata();
  return { width: w, height: h };
}

async function render(style: TextStyle, text: string, width: number, steady = false): Promise<DrawnText> {
  const { data, info } = await (await layout(style, text, width, steady))
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
    pitch = Promise.all([measure(style, 'Ёу', 10_000), measure(style, 'Ёу\nЁу', 10_000)]).then(
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
 * shortened with «…» to the longest start that fits, found by a binary search over its length
 * that lays the candidates out without drawing them. Transparent around the letters, to be laid
 * over the card.
 */
export async function drawText(block: TextBlock): Promise<DrawnText | null> {
  const text = plainLine(block.text);
  if (text === '') return null;
  const pitch = await pitchOf(block);
  const fits = async (line: string) =>
    linesIn((await measure(block, line, block.width, block.steady)).height, pitch) <= block.maxLines;
  if (await fits(text)) return render(block, text, block.width, block.steady);
  let low = 0;
  let high = text.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await fits(shortenedTo(text, middle))) low = middle;
    else high = middle - 1;
  }
  const shortened = low > 0 ? shortenedTo(text, low) : ELLIPSIS;
  return { ...(await render(block, shortened, block.width, block.steady)), shortened: true };
}

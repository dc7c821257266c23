import { SITE_NAME } from '../../../shared/initial-data';
import { SHARE_FONTS } from './share-fonts';
import { type DrawnText, drawText, type TextBlock } from './text-block';

/** The size link previews show whole: 1.91:1, as Telegram and VK lay a large card out. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The website's palette (src/client/styles/base.css, light theme). */
const COLOURS = {
  background: '#ffffff',
  band: '#f5f7fa',
  text: '#1a1f29',
  muted: '#5b6475',
  accent: '#2563eb',
  success: '#1b7f3b',
} as const;

const MARGIN = 72;
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - 2 * MARGIN;
/** The coloured strip along the left edge. */
const STRIP = 16;

type ShareLineTone = 'strong' | 'salary' | 'muted';

/** What one image says: a word over the title («Вакансия»), the title, and lines below it. */
export type ShareCard = {
  kicker: string;
  title: string;
  lines: readonly { text: string; tone: ShareLineTone }[];
};

const LINE_STYLES: Record<ShareLineTone, Omit<TextBlock, 'text' | 'width' | 'maxLines'>> = {
  strong: { font: SHARE_FONTS.regular, size: 36, colour: COLOURS.text },
  salary: { font: SHARE_FONTS.bold, size: 40, colour: COLOURS.success },
  muted: { font: SHARE_FONTS.regular, size: 32, colour: COLOURS.muted },
};

type Placed = { drawn: DrawnText; top: number; left: number };

/** A layer's pixels below `room` are cut: a mark-heavy line never runs into the next one. */
async function clipped(placed: Placed, room: number): Promise<{ input: Buffer; top: number; left: number }> {
  const { drawn, top, left } = placed;
  if (drawn.height <= room) return { input: drawn.png, top, left };
  const sharp = (await import('sharp')).default;
  const input = await sharp(drawn.png)
    .extract({ left: 0, top: 0, width: drawn.width, height: Math.max(1, room) })
    .png()
    .toBuffer();
  return { input, top, left };
}

/**
 * The share image (docs/decisions/067-share-images.md): the board's name and the kicker on a
 * band at the top, the title in up to three lines, and the lines (company, salary, city) held to
 * the bottom edge, each shortened with «…» when it does not fit. PNG, 1200×630.
 */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const [brand, kicker, title, ...lines] = await Promise.all([
    drawText({
      text: SITE_NAME,
      font: SHARE_FONTS.bold,
      size: 40,
      colour: COLOURS.accent,
      width: 400,
      maxLines: 1,
    }),
    drawText({
      text: card.kicker,
      font: SHARE_FONTS.regular,
      size: 30,
      colour: COLOURS.muted,
      width: 560,
      maxLines: 1,
    }),
    drawText({
      text: card.title,
      font: SHARE_FONTS.bold,
      size: 54,
      colour: COLOURS.text,
      width: TEXT_WIDTH,
      maxLines: 3,
    }),
    ...card.lines.map((line) =>
      drawText({ ...LINE_STYLES[line.tone], text: line.text, width: TEXT_WIDTH, maxLines: 1, steady: true }),
    ),
  ]);
  const layers: { input: Buffer; top: number; left: number }[] = [];
  const bandHeight = 110;
  if (brand) layers.push(await clipped({ drawn: brand, top: 36, left: MARGIN }, 60));
  if (kicker) {
    const left = SHARE_IMAGE_WIDTH - MARGIN - kicker.width;
    layers.push(await clipped({ drawn: kicker, top: 44, left }, 50));
  }
  // The lines from the bottom up, so the last one sits on the bottom margin.
  let bottom = SHARE_IMAGE_HEIGHT - 56;
  const below: Placed[] = [];
  for (const drawn of lines.reverse()) {
    if (!drawn) continue;
    below.unshift({ drawn, top: bottom - drawn.height, left: MARGIN });
    bottom -= drawn.height + 18;
  }
  const titleTop = bandHeight + 40;
  if (title) layers.push(await clipped({ drawn: title, top: titleTop, left: MARGIN }, bottom - titleTop));
  for (const placed of below) layers.push(await clipped(placed, 64));
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="${COLOURS.background}"/>` +
      `<rect width="100%" height="${bandHeight}" fill="${COLOURS.band}"/>` +
      `<rect width="${STRIP}" height="100%" fill="${COLOURS.accent}"/>` +
      '</svg>',
  );
  return sharp(background).composite(layers).png({ compressionLevel: 9, palette: false }).toBuffer();
}

import { createHash } from 'node:crypto';
import { LruMap } from '../../cache/lru';
import type { Executor } from '../../db/client';
import { BOARD_SHARE_CARD } from './board-share-card';
import { companyShareCard } from './company-share-card';
import { drawShareCard, type ShareCard } from './share-card';
import { vacancyShareCard } from './vacancy-share-card';

export type ShareImageKind = 'vacancy' | 'company';

/** What an image shows: a vacancy, a company, or the board itself. */
export type ShareSubject = { kind: ShareImageKind; id: number } | { kind: 'board' };

/** Bump when share-card.ts draws differently: every image's ETag changes with it. */
const DESIGN_VERSION = 1;

/** Images kept per process: ~25–60 KB each, so a few MB at most. */
const SHARE_IMAGE_ENTRIES = 200;
/** Drawings at once: the machine's cores serve the pages too. */
const DRAWING_AT_ONCE = 2;
/** Drawings waiting beyond these are refused (busy) rather than queued without end. */
const WAITING_MAX = 40;

/** One image as a guest may see it now: what it says, and the key and ETag that content gives. */
type SharePicture = { key: string; etag: string; card: ShareCard };

export type ShareImages = {
  /** What the image of `subject` says now; null when a guest may not see it (its page is a 404). */
  find(db: Executor, subject: ShareSubject, now: Date): Promise<SharePicture | null>;
  /** The drawn image, if this process holds it. */
  cached(picture: SharePicture): Buffer | undefined;
  /** Draws it (once, however many ask at the same time) and keeps it; 'busy' past the queue's bound. */
  draw(picture: SharePicture): Promise<Buffer | 'busy'>;
};

const readers: Record<ShareImageKind, (db: Executor, id: number, now: Date) => Promise<ShareCard | null>> = {
  vacancy: vacancyShareCard,
  company: companyShareCard,
};

/**
 * The share images of one process (docs/decisions/067-share-images.md): keyed by what they say,
 * so an edit of anything drawn (a title, a salary, the company's name, its open vacancies) makes a
 * new key and a new drawing, and an edit of anything else keeps the image. At most `maxEntries`
 * are kept, the least recently used going first.
 */
export function createShareImages(maxEntries = SHARE_IMAGE_ENTRIES): ShareImages {
  const images = new LruMap<string, Buffer>(maxEntries);
  const inFlight = new Map<string, Promise<Buffer>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function gated(draw: () => Promise<Buffer>): Promise<Buffer> {
    // A finished drawing hands its place to the next waiting one, so no newcomer slips in between.
    if (running >= DRAWING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await draw();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    async find(db, subject, now) {
      const card =
        subject.kind === 'board' ? BOARD_SHARE_CARD : await readers[subject.kind](db, subject.id, now);
      if (!card) return null;
      const hash = createHash('sha256')
        .update(JSON.stringify([DESIGN_VERSION, subject, card]))
        .digest('base64url')
        .slice(0, 22);
      return { key: hash, etag: `"${hash}"`, card };
    },
    cached(picture) {
      return images.get(picture.key);
    },
    async draw(picture) {
      const pending = inFlight.get(picture.key);
      if (pending) return pending;
      if (waiting.length >= WAITING_MAX) return 'busy';
      const drawing = gated(() => drawShareCard(picture.card))
        .then((png) => {
          images.set(picture.key, png);
          return png;
        })
        .finally(() => inFlight.delete(picture.key));
      inFlight.set(picture.key, drawing);
      return drawing;
    },
  };
}

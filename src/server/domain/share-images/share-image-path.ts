import type { ShareSubject } from './share-image-store';

/** The stable address of a share image (routes/share-image.routes.ts serves it). */
export function shareImagePath(subject: ShareSubject): string {
  return subject.kind === 'board' ? '/og/board.png' : `/og/${subject.kind}/${subject.id}.png`;
}

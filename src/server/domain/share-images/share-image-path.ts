import type { ShareImageKind } from './share-image-store';

/** The stable address of a share image (routes/share-image.routes.ts serves it). */
export function shareImagePath(kind: ShareImageKind, id: number): string {
  return `/og/${kind}/${id}.png`;
}

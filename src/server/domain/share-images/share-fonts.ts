import { join } from 'node:path';
import { projectRoot } from '../../client-build';

/**
 * The fonts the share images are drawn with, shipped in the repository (fonts/README.md): found
 * from the project's root, so the sources, the release's bundles and the container image alike
 * read the same files, whatever fonts the machine has.
 */
const FONTS_DIR = join(projectRoot, 'src', 'server', 'domain', 'share-images', 'fonts');

export type ShareFont = { family: string; file: string };

export const SHARE_FONTS = {
  regular: { family: 'DejaVu Sans', file: join(FONTS_DIR, 'DejaVuSans.ttf') },
  bold: { family: 'DejaVu Sans Bold', file: join(FONTS_DIR, 'DejaVuSans-Bold.ttf') },
} as const satisfies Record<string, ShareFont>;

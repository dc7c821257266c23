import { SITE_NAME } from '../../shared/initial-data';
import { inlineJson } from '../http/shell';
import { absoluteUrl, escapeHtml } from './html-text';

/** An og:image: a share image (1200×630, docs/decisions/067-share-images.md) or a logo. */
export type PageImage = {
  /** A path on this site, made absolute with PUBLIC_URL, or an absolute address. */
  url: string;
  /** Known for the share images: link previews lay the card out before the image arrives. */
  width?: number;
  height?: number;
  /** What the image shows, for those who cannot see it. */
  alt: string;
};

/** What a public page says about itself to search engines and link previews (Telegram, VK). */
export type PageHead = {
  /** The page's own title; the site's name is appended. */
  title: string;
  description: string;
  /** The canonical path (/vacancy/42/), made absolute with PUBLIC_URL. */
  path: string;
  ogType: 'website' | 'article' | 'profile';
  /** The share image, or a logo when the page has no share image; none when null. */
  image?: PageImage | null;
  /** schema.org data (a JobPosting), written as JSON-LD. */
  jsonLd?: Record<string, unknown> | null;
};

/** The full <title> as the client's usePageTitle writes it, so nothing changes at start-up. */
function fullTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} — ${SITE_NAME}`;
}

/**
 * The head's tags for `head`. Every text is escaped for its attribute; JSON-LD goes through
 * inlineJson, so no value can close its script element.
 */
export function renderHead(head: PageHead, base: string): string {
  const url = absoluteUrl(base, head.path);
  const title = escapeHtml(fullTitle(head.title));
  const description = escapeHtml(head.description);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('og:site_name', SITE_NAME),
    meta('og:type', head.ogType),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', url),
    meta('og:locale', 'ru_RU'),
  ];
  const twitter = (name: string, content: string) =>
    `<meta name="twitter:${name}" content="${escapeHtml(content)}">`;
  const { image } = head;
  if (image) {
    tags.push(meta('og:image', absoluteUrl(base, image.url)));
    if (image.width && image.height) {
      tags.push(meta('og:image:width', String(image.width)), meta('og:image:height', String(image.height)));
    }
    tags.push(meta('og:image:alt', image.alt));
  }
  // A wide share image is shown large; a logo or no image, as a small card.
  tags.push(twitter('card', image?.width ? 'summary_large_image' : 'summary'));
  if (image) tags.push(twitter('image:alt', image.alt));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${inlineJson(head.jsonLd)}</script>`);
  return tags.join('');
}

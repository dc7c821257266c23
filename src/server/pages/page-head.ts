import { SITE_NAME } from '../../shared/initial-data';
import { inlineJson } from '../http/shell';
import { absoluteUrl, escapeHtml } from './html-text';

/** What a public page says about itself to search engines and link previews (Telegram, VK). */
export type PageHead = {
  /** The page's own title; the site's name is appended. */
  title: string;
  description: string;
  /** The canonical path (/vacancy/42/), made absolute with PUBLIC_URL. */
  path: string;
  ogType: 'website' | 'article' | 'profile';
  /** A logo, when the company has one. */
  imageUrl?: string | null;
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
  if (head.imageUrl) tags.push(meta('og:image', absoluteUrl(base, head.imageUrl)));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${inlineJson(head.jsonLd)}</script>`);
  return tags.join('');
}

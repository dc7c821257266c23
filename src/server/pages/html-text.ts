/** Text for an HTML text node or a quoted attribute: the five characters that could end either. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text for a description: one line, at most `max` characters, cut at a word. */
export function summaryOf(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/**
 * An absolute address on this site for `path` (canonical links, og:url, og:image): `base` is
 * PUBLIC_URL or the server's own address, never the request's Host header, which a client sets.
 * Addresses that are already absolute (an https logo) are kept as they are.
 */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

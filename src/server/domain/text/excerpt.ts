/**
 * Plain text for cards: whitespace collapsed, cut at a word boundary with «…» when longer than
 * `max`. The stored texts are plain already; markup-like characters are kept as typed.
 */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A very long first word is cut mid-word rather than leaving nothing.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,.;:—-]+$/, '')}…`;
}

/** The first sentences that fit into `max` characters, or an excerpt when one sentence is longer. */
export function leadingSentences(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const sentences = flat.match(/[^.!?…]+[.!?…]+["»)]*\s*/g) ?? [];
  let lead = '';
  for (const sentence of sentences) {
    if ((lead + sentence).trim().length > max) break;
    lead += sentence;
  }
  return lead.trim() || excerpt(flat, max);
}

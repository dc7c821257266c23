/** `%`, `_` and the escape character itself stand for themselves in a search box. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

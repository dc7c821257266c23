/**
 * A parsed search (`search_query`'s tsquery as text, vacancies/vacancy-filters.ts) as a tree the
 * in-memory search evaluates with bitsets (docs/decisions/065-search-in-memory.md): AND, OR and
 * NOT are boolean over the words a vacancy has, so each word is asked of the database once and
 * any text made of known words costs it nothing. A phrase (`<->`, `<N>`) depends on positions:
 * it stays one leaf, asked whole.
 */
export type TextQuery =
  | { kind: 'leaf'; text: string }
  | { kind: 'and' | 'or'; left: TextQuery; right: TextQuery }
  | { kind: 'not'; child: TextQuery };

type Token = { kind: 'lexeme' | '&' | '|' | '!' | '(' | ')' | 'phrase'; start: number; end: number };

/** A quoted lexeme with its `:*` and weights, an operator, a phrase distance `<->`/`<3>`. */
const TOKEN = /\s*(?:('(?:[^']|'')*'(?::[*ABCD]+)?)|(<(?:-|\d+)>)|([&|!()]))/y;

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) return null;
    const end = TOKEN.lastIndex;
    const [whole, lexeme, phrase, operator] = match;
    const start = end - whole.trimStart().length;
    if (lexeme) tokens.push({ kind: 'lexeme', start, end });
    else if (phrase) tokens.push({ kind: 'phrase', start, end });
    else tokens.push({ kind: operator as Token['kind'], start, end });
  }
  return tokens;
}

/** The tree of a tsquery's text, or null for a form this parser does not know (the database answers). */
export function parseTextQuery(text: string): TextQuery | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  // Precedence, loosest first: | then & then <-> then !.
  type Parsed = { node: TextQuery; start: number; end: number; phrase: boolean };
  const or = (): Parsed | null => binary('|', 'or', and);
  const and = (): Parsed | null => binary('&', 'and', phraseChain);
  function binary(symbol: '|' | '&', kind: 'or' | 'and', next: () => Parsed | null): Parsed | null {
    let left = next();
    while (left && peek()?.kind === symbol) {
      at += 1;
      const right = next();
      if (!right) return null;
      left = {
        node: { kind, left: leafIfPhrase(left), right: leafIfPhrase(right) },
        start: left.start,
        end: right.end,
        phrase: false,
      };
    }
    return left;
  }
  function phraseChain(): Parsed | null {
    let left = unary();
    while (left && peek()?.kind === 'phrase') {
      at += 1;
      const right = unary();
      if (!right) return null;
      left = { node: left.node, start: left.start, end: right.end, phrase: true };
    }
    return left;
  }
  function unary(): Parsed | null {
    const token = peek();
    if (!token) return null;
    if (token.kind === '!') {
      at += 1;
      const child = unary();
      return child
        ? {
            node: { kind: 'not', child: leafIfPhrase(child) },
            start: token.start,
            end: child.end,
            phrase: child.phrase,
          }
        : null;
    }
    if (token.kind === '(') {
      at += 1;
      const inner = or();
      const close = peek();
      if (!inner || close?.kind !== ')') return null;
      at += 1;
      return { ...inner, start: token.start, end: close.end };
    }
    if (token.kind === 'lexeme') {
      at += 1;
      return {
        node: { kind: 'leaf', text: text.slice(token.start, token.end) },
        start: token.start,
        end: token.end,
        phrase: false,
      };
    }
    return null;
  }
  /** A phrase, or anything holding one, is asked of the database whole. */
  function leafIfPhrase(parsed: Parsed): TextQuery {
    return parsed.phrase ? { kind: 'leaf', text: text.slice(parsed.start, parsed.end) } : parsed.node;
  }
  const root = or();
  if (!root || at !== tokens.length) return null;
  return leafIfPhrase(root);
}

/**
 * Enough of CSS to read the colour tokens of src/client/styles/base.css as a browser would for
 * one theme: custom properties declared in a rule block, `var(--name, fallback)`, hex colours and
 * `color-mix(in srgb, a p%, b)`. Used by tests/theme-contrast.test.ts.
 */

type Rgb = readonly [number, number, number];

/** The custom properties declared directly in the first block opened by `selector {`. */
export function declarationsOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  let depth = 0;
  let body = '';
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth === 0) break;
    if (depth === 1 && char !== '{') body += char;
  }
  const withoutComments = body.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Record<string, string> = {};
  for (const part of withoutComments.split(';')) {
    const match = part.trim().match(/^(--[\w-]+)\s*:\s*([\s\S]+)$/);
    if (match?.[1] && match[2]) found[match[1]] = match[2].replace(/\s+/g, ' ').trim();
  }
  return found;
}

function parseHex(value: string): Rgb {
  const hex = value.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

/** The arguments of a function call at the start of `text`, split at top-level commas. */
function callArguments(text: string): { args: string[]; rest: string } {
  const open = text.indexOf('(');
  let depth = 0;
  let current = '';
  const args: string[] = [];
  for (let index = open + 1; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '(') depth += 1;
    if (char === ')') {
      if (depth === 0) {
        args.push(current.trim());
        return { args, rest: text.slice(index + 1) };
      }
      depth -= 1;
    }
    if (char === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else current += char;
  }
  throw new Error(`unclosed call: ${text}`);
}

/** Resolves a colour value against the declared properties (`vars`), as the cascade computed them. */
export function resolveColour(value: string, vars: Record<string, string>, seen: string[] = []): Rgb {
  const text = value.trim();
  if (text.startsWith('#')) return parseHex(text);
  if (text === 'white') return [255, 255, 255];
  if (text === 'black') return [0, 0, 0];
  if (text.startsWith('var(')) {
    const [name = '', fallback] = callArguments(text).args;
    const declared = vars[name];
    if (declared !== undefined) {
      if (seen.includes(name)) throw new Error(`cycle through ${name}`);
      return resolveColour(declared, vars, [...seen, name]);
    }
    if (fallback === undefined) throw new Error(`${name} is not set and has no fallback`);
    return resolveColour(fallback, vars, seen);
  }
  if (text.startsWith('color-mix(')) {
    const [space, first = '', second = ''] = callArguments(text).args;
    if (space !== 'in srgb') throw new Error(`only srgb mixes are read: ${text}`);
    const share = (part: string) => {
      const match = part.match(/^(.*)\s(\d+(?:\.\d+)?)%$/);
      return match
        ? { colour: match[1] ?? '', share: Number(match[2]) / 100 }
        : { colour: part, share: null };
    };
    const a = share(first);
    const b = share(second);
    const p = a.share ?? (b.share === null ? 0.5 : 1 - b.share);
    const left = resolveColour(a.colour, vars, seen);
    const right = resolveColour(b.colour, vars, seen);
    return left.map((channel, index) => channel * p + (right[index] ?? 0) * (1 - p)) as unknown as Rgb;
  }
  throw new Error(`not a colour this reader knows: ${text}`);
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const luminance = ([r, g, bl]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(bl);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

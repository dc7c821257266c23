import type { Plugin } from 'vite';

/**
 * The client reads a declaration's method, path, answer and response schema only
 * (src/client/lib/http.ts); its access, summary, path/query/body schemas and not-found text serve
 * the server, the API description and the tests. In the client build they are cut out of every
 * `endpoint({…})` call, so a screen does not download the request schemas and summaries of the
 * endpoints it calls (docs/decisions/041-endpoint-declarations.md). Types are untouched: this
 * runs on the emitted JavaScript, after TypeScript is gone.
 */
const SERVER_ONLY_FIELDS = new Set(['access', 'summary', 'params', 'notFound', 'query', 'body']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The [start, end) ranges of server-only properties in `endpoint({…})` calls, commas included. */
export function serverOnlyRanges(ast: Node, code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node): void => {
    const callee = node.callee;
    const first = (node.arguments as unknown[] | undefined)?.[0];
    if (
      node.type === 'CallExpression' &&
      isNode(callee) &&
      callee.type === 'Identifier' &&
      callee.name === 'endpoint' &&
      isNode(first) &&
      first.type === 'ObjectExpression'
    ) {
      for (const property of first.properties as Node[]) {
        const key = property.key;
        if (property.type !== 'Property' || !isNode(key) || key.type !== 'Identifier') continue;
        if (!SERVER_ONLY_FIELDS.has(String(key.name))) continue;
        let end = property.end;
        while (/\s/.test(code[end] ?? '')) end += 1;
        ranges.push([property.start, code[end] === ',' ? end + 1 : property.end]);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(ast);
  return ranges;
}

export function cutRanges(code: string, ranges: readonly [number, number][]): string {
  let out = code;
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + out.slice(end);
  return out;
}

export function clientDeclarations(): Plugin {
  return {
    name: 'client-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/shared\/contract\/endpoints\/[^/]+\.ts$/.test(id)) return null;
      const ranges = serverOnlyRanges(this.parse(code) as unknown as Node, code);
      return ranges.length === 0 ? null : { code: cutRanges(code, ranges), map: null };
    },
  };
}

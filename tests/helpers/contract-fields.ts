/**
 * Every field name the shared contracts declare (object entries, walked through pipes, unions,
 * arrays and optionals), so generated bodies and queries use the names endpoints actually read;
 * a new contract's fields are picked up without a list to keep.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../src/shared/contract/*.ts', { eager: true });

type SchemaLike = {
  kind?: unknown;
  entries?: Record<string, unknown>;
  wrapped?: unknown;
  item?: unknown;
  options?: unknown;
  pipe?: unknown;
  rest?: unknown;
};

function walk(value: unknown, names: Set<string>, seen: Set<unknown>): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const schema = value as SchemaLike;
  if (schema.kind !== 'schema') return;
  if (schema.entries) {
    for (const [name, entry] of Object.entries(schema.entries)) {
      names.add(name);
      walk(entry, names, seen);
    }
  }
  for (const inner of [schema.wrapped, schema.item, schema.rest]) walk(inner, names, seen);
  for (const list of [schema.options, schema.pipe]) {
    if (Array.isArray(list)) for (const inner of list) walk(inner, names, seen);
  }
}

export function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  for (const module of Object.values(modules)) {
    for (const exported of Object.values(module)) walk(exported, names, seen);
  }
  return [...names].sort();
}

import fc from 'fast-check';
import { percentEncode } from './api-endpoints';

/** Strings attackers and broken clients send: Unicode traps, injections, number look-alikes. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eтекст\u202C',
  '\u200B\u200C\u200D\uFEFF',
  '👩‍💻🇷🇺',
  'е\u0301\u0301\u0301',
  'Z̷̛̪a̶l̸g̵o̴',
  "' OR '1'='1",
  "'; drop table students; --",
  '1; select pg_sleep(5)',
  '%_\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // Template injection for engines that read ${…}; split so it is not mistaken for a template.
  '{{7*7}}$' + '{7*7}',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  '1.5',
  '-1',
  '00000000000000000000001',
  '9999999999999999999999999',
  '١٢٣',
  'true',
  'null',
  '__proto__',
  'constructor',
] as const;

/** Numbers that are not sensible ids, counts or pages. */
const EDGE_NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  0.1,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const oddChar = fc.oneof(
  loneSurrogate,
  fc.constantFrom('\u0000', '\u202E', '\u200B', '\u0301', '\uFFFF', '😀', 'ё', 'Ж', "'", '"', '\\', '<'),
);

/** Up to ~70 000 chars: some fit the 64 KiB JSON limit, some pass it (413 is a fine answer too). */
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 70_000 }), fc.constantFrom('x', 'я', '😀', '\u0000'))
  .map(([length, unit]) => unit.repeat(Math.floor(length / unit.length)));

const shortHostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: oddChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 9, arbitrary: shortHostileString },
  { weight: 1, arbitrary: hugeString },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  // Past a PostgreSQL integer: an id the database itself would refuse.
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value built from hostile leaves, nested a little; long strings stay out of it. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    shortHostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(shortHostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A JSON nested `depth` levels deep, written directly (JSON.stringify would recurse). */
function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Every known field set to the same value. */
export function uniformBody(fieldNames: readonly string[], leaf: unknown): string {
  return JSON.stringify(Object.fromEntries(fieldNames.map((name) => [name, leaf])));
}

/** Leaves every run tries first, whatever the seed: the edges a schema most often forgets. */
export const FIXED_LEAVES: readonly unknown[] = [
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0.5,
  '',
  '1',
  '\u0000',
  '\uD800',
  null,
  [2 ** 31],
  {},
];

/** Raw query values every run tries first (beside generated ones). */
export const FIXED_QUERY_VALUES: readonly string[] = ['2147483648', '-1', '1.5', '%00', '%ED%A0%80', '%'];

/** Every known field set to the same raw (already encoded) query value. */
export function uniformQuery(fieldNames: readonly string[], value: string): string {
  return fieldNames.map((name) => `${encodeURIComponent(name)}=${value}`).join('&');
}

/**
 * A request body as raw text. Objects carry a random subset of every field name the contracts
 * know (so each endpoint meets its own fields) with hostile values, plus strangers; or every known
 * field with one hostile leaf; or one known
 * field holds a huge string; or the body is no object, nested thousands deep, or broken JSON.
 * A lenient field can still make a body valid by chance: the suite treats 2xx answers apart.
 */
export function hostileBody(fieldNames: readonly string[]): fc.Arbitrary<string> {
  const extras = fc.dictionary(shortHostileString, hostileJson, { maxKeys: 3 });
  const manyFields = fc
    .tuple(fc.subarray([...fieldNames], { minLength: 1 }), fc.infiniteStream(hostileJson), extras)
    .map(([names, values, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const name of names) body[name] = values.next().value;
      return JSON.stringify(body);
    });
  // Every known field holds the same hostile leaf: a schema that lets that one kind of value
  // through (an unbounded id, say) is reached with the rest of its body of the same kind.
  const uniformFields = fc
    .oneof(hostileNumber, shortHostileString, fc.constant(null), fc.array(hostileNumber, { maxLength: 3 }))
    .map((leaf) => uniformBody(fieldNames, leaf));
  const hugeField = fc
    .tuple(fc.constantFrom(...fieldNames), hugeString)
    .map(([name, text]) => JSON.stringify({ [name]: text }));
  const depthKind = fc.constantFrom<'array' | 'object'>('array', 'object');
  return fc.oneof(
    { weight: 3, arbitrary: manyFields },
    { weight: 3, arbitrary: uniformFields },
    { weight: 1, arbitrary: hugeField },
    { weight: 2, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 20_000 }), depthKind)
        .map(([depth, kind]) => deepJson(depth, kind)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        '[1,]',
        "{'a':1}",
        '\uFEFF{}',
        'undefined',
        'NaN',
        '{"a":NaN}',
      ),
    },
  );
}

/** Raw query strings: hostile values under the contracts' names, and broken percent-encoding. */
export function hostileQuery(fieldNames: readonly string[]): fc.Arbitrary<string> {
  const brokenEscapes = fc.constantFrom('%', '%%', '%ZZ', '%ED%A0%80', '%FF%FE', '%00', '%E0%A4%A', '%C0%AF');
  const value = fc.oneof(
    { weight: 4, arbitrary: hostileString.map((text) => percentEncode(text.slice(0, 2_000))) },
    { weight: 1, arbitrary: hostileNumber.map(String) },
    { weight: 1, arbitrary: brokenEscapes },
  );
  const pair = fc
    .tuple(fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom('__proto__', 'a[]', 'x')), value)
    .map(([name, text]) => `${encodeURIComponent(name)}=${text}`);
  return fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => pairs.join('&'));
}

/**
 * Characters a form never produces (src/shared/contract/text.ts): C0, DEL, C1, and lone UTF-16
 * surrogates (PGlite refuses them with code 22021).
 */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000B',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
  '\uDC00',
  '\uD83D',
] as const;

/** Ordinary text with one control character somewhere in it. */
const textWithControlCharacter: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 20 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/**
 * A body in which one known field (or a nested string under it) holds a control character;
 * the other fields are hostile or absent.
 */
export function bodyWithControlCharacter(
  fieldNames: readonly string[],
): fc.Arbitrary<{ field: string; body: string }> {
  const value = fc.oneof(
    textWithControlCharacter,
    textWithControlCharacter.map((text) => [text]),
    textWithControlCharacter.map((text) => ({ title: text })),
  );
  return fc
    .tuple(
      fc.constantFrom(...fieldNames),
      value,
      fc.dictionary(fc.constantFrom(...fieldNames), hostileNumber, { maxKeys: 3 }),
    )
    .map(([field, text, others]) => ({ field, body: JSON.stringify({ ...others, [field]: text }) }));
}

/**
 * Request bodies for the fuzz suite. Each starts from a body the endpoint accepts (a GET of the
 * entity, an order from the order tests) so a mutation reaches the code behind validation
 * instead of stopping at the first missing field; then one thing is broken: a field replaced,
 * an unknown or prototype key added, the whole body swapped, the bytes made invalid, or the
 * content type wrong.
 */
import fc from 'fast-check';
import {
  RawJson,
  deepArrayText,
  deepObjectText,
  nastyDataUrl,
  nastyInstant,
  nastyNumber,
  nastyText,
  nastyValue,
  unknownKey,
  withOwnKey,
} from './nasty-values';

export interface FuzzBody {
  bytes: string | Buffer;
  /** null: no Content-Type header at all. */
  contentType: string | null;
  headers?: Record<string, string>;
  /** What was broken, short, for the failure table. */
  label: string;
}

const JSON_TYPE = 'application/json';

/** JSON text of a value that may hold RawJson pieces and own `__proto__` keys. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .map((key) => `${JSON.stringify(key)}:${jsonText(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A short, escaped picture of a value for the report. */
export function summary(value: unknown, max = 60): string {
  const text = value instanceof RawJson ? value.text : jsonText(value);
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > max ? `${escaped.slice(0, max)}…(${text.length} chars)` : escaped;
}

const json = (value: unknown, label: string): FuzzBody => ({
  bytes: jsonText(value),
  contentType: JSON_TYPE,
  label,
});

type Path = readonly string[];

/** Paths to every field of a body, a few levels deep (the first two items of a list). */
export function fieldPaths(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  const keys = Array.isArray(value)
    ? value.slice(0, 2).map((_item, index) => String(index))
    : Object.keys(value);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...fieldPaths((value as Record<string, unknown>)[key], path, depth + 1)];
  });
}

/** Objects inside a body where an extra key can go (the body itself included). */
function objectPaths(value: unknown): Path[] {
  const containers = fieldPaths(value).filter((path) => {
    const found = valueAt(value, path);
    return found !== null && typeof found === 'object' && !Array.isArray(found);
  });
  return [[], ...containers];
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string, unknown> | null)?.[key], value);
}

/** A copy of `base` with `path` set to `replacement` (RawJson pieces survive; the base is untouched). */
export function withValueAt(base: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown>) }) as Record<
    string,
    unknown
  >;
  return withOwnKey(copy, head, withValueAt(copy[head], rest, replacement));
}

const MALFORMED = [
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"a":1}}',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"isAdmin":true}}',
  'null',
  '1e999',
  '[]',
  '""',
];

/** Bytes that are not UTF-8: a stray 0xff, an overlong NUL, an encoded lone surrogate. */
const INVALID_UTF8 = Buffer.concat([
  Buffer.from('{"name":"'),
  Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
  Buffer.from('"}'),
]);

const rawBodies: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc
    .constantFrom(...MALFORMED)
    .map((text) => ({ bytes: text, contentType: JSON_TYPE, label: `raw ${summary(text)}` })),
  fc.constantFrom<FuzzBody>(
    { bytes: deepArrayText(10_000), contentType: JSON_TYPE, label: 'arrays 10000 deep' },
    { bytes: deepObjectText(10_000), contentType: JSON_TYPE, label: 'objects 10000 deep' },
    { bytes: INVALID_UTF8, contentType: JSON_TYPE, label: 'invalid UTF-8 bytes' },
    { bytes: '', contentType: JSON_TYPE, label: 'empty JSON body' },
    { bytes: `[${'1,'.repeat(600_000)}1]`, contentType: JSON_TYPE, label: '1.2 MB array' },
    {
      bytes: 'a=1&__proto__[isAdmin]=1&b[c][d]=2',
      contentType: 'application/x-www-form-urlencoded',
      label: 'form-urlencoded',
    },
    {
      bytes: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nGIF89a\r\n--x',
      contentType: 'multipart/form-data; boundary=x',
      label: 'multipart garbage',
    },
    { bytes: 'garbage', contentType: 'multipart/form-data', label: 'multipart without boundary' },
    { bytes: '\u0000\u0001\u0002', contentType: 'application/octet-stream', label: 'octet-stream' },
    { bytes: 'not gzip', contentType: JSON_TYPE, headers: { 'Content-Encoding': 'gzip' }, label: 'bad gzip' },
    {
      bytes: '{}',
      contentType: JSON_TYPE,
      headers: { 'Content-Encoding': 'br, compress' },
      label: 'unknown encoding',
    },
  ),
);

/** The valid body sent with the wrong content type or charset. */
function wronglyTyped(base: unknown): fc.Arbitrary<FuzzBody> {
  const text = jsonText(base);
  return fc.constantFrom<FuzzBody>(
    { bytes: text, contentType: 'text/plain', label: 'as text/plain' },
    { bytes: text, contentType: null, label: 'no content type' },
    { bytes: text, contentType: 'application/xml', label: 'as application/xml' },
    { bytes: text, contentType: 'application/json; charset=latin1', label: 'charset=latin1' },
    {
      bytes: Buffer.from(text, 'utf16le'),
      contentType: 'application/json; charset=utf-16',
      label: 'UTF-16 body',
    },
    { bytes: text, contentType: 'application/vnd.api+json', label: 'as vnd.api+json' },
  );
}

const INSTANT_LIKE = /^[+-]?\d{4,6}-\d{2}-\d{2}/;

/** Values of the field's own kind are the likelier to pass the type check and reach deeper code. */
function nastyLike(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string' && value.startsWith('data:')) return nastyDataUrl;
  if (typeof value === 'string') return INSTANT_LIKE.test(value) ? nastyInstant : nastyText;
  if (typeof value === 'number') return nastyNumber;
  if (typeof value === 'boolean') return fc.constantFrom<unknown>('true', 1, 0, 'ja', null, []);
  // An empty text field is often null in a GET.
  if (value === null) return nastyText;
  return nastyValue;
}

/** Bodies derived from `base`, a body the endpoint accepts. */
export function fuzzBodies(base: unknown): fc.Arbitrary<FuzzBody> {
  const fields = fieldPaths(base);
  const objects = objectPaths(base);
  const replaced: fc.Arbitrary<FuzzBody> =
    fields.length === 0
      ? fc.constant(json(base, 'valid body'))
      : fc
          .constantFrom(...fields)
          .chain((path) =>
            fc
              .oneof(
                { arbitrary: nastyLike(valueAt(base, path)), weight: 3 },
                { arbitrary: nastyValue, weight: 1 },
              )
              .map((value) => json(withValueAt(base, path, value), `${path.join('.')}=${summary(value)}`)),
          );
  const extra = fc.tuple(fc.constantFrom(...objects), unknownKey, nastyValue).map(([path, key, value]) => {
    const target = { ...((valueAt(base, path) as Record<string, unknown> | undefined) ?? {}) };
    return json(
      withValueAt(base, path, withOwnKey(target, key, value)),
      `+${[...path, key].join('.')}=${summary(value)}`,
    );
  });
  const whole = fc.jsonValue({ maxDepth: 4 }).map((value) => json(value, `whole ${summary(value)}`));
  return fc.oneof(
    { arbitrary: replaced, weight: 10 },
    { arbitrary: extra, weight: 4 },
    { arbitrary: whole, weight: 2 },
    { arbitrary: rawBodies, weight: 3 },
    { arbitrary: wronglyTyped(base), weight: 1 },
    { arbitrary: fc.constant(json(base, 'valid body')), weight: 1 },
  );
}

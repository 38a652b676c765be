/**
 * The values issue 17 names as malformed input, as fast-check arbitraries: text with NUL,
 * control characters, lone surrogates or far too much of it; numbers JSON.stringify cannot
 * write (1e999, -0) or no column holds; instants far outside 2000–2100; nesting thousands deep;
 * prototype keys. fast-check's own string units never produce lone surrogates, so those are
 * listed here explicitly.
 */
import fc from 'fast-check';

/** A piece of JSON text placed verbatim: number tokens and nesting JSON.stringify cannot write. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Nested arrays `depth` deep, built as text (a recursive build or serialiser would overflow). */
export const deepArrayText = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
export const deepObjectText = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** An object with `key` as an own property, even `__proto__` (an object literal would set the prototype). */
export function withOwnKey(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const ODD_UNICODE = ['\u2028', '\u202e', '\ufeff', '\ufffe', '\uffff', 'e\u0301', '😀', '\u{10ffff}', '١٢٣'];
const FIXED_STRINGS = [
  '',
  ' ',
  '\r\n',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE orders; --",
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  'true',
  '[object Object]',
  '__proto__',
  'A\u0000',
];

// NUL and lone surrogates are what PostgreSQL and JSON encoders choke on: drawn most often.
const badCharacter = fc.oneof(
  { arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00'), weight: 3 },
  { arbitrary: fc.constantFrom(...CONTROL, ...LONE_SURROGATES, ...ODD_UNICODE), weight: 2 },
);

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), badCharacter, fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
    weight: 4,
  },
  { arbitrary: fc.constantFrom(...FIXED_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  // Beyond every column's maximum; the largest stays under the 1 MB body limit.
  { arbitrary: fc.integer({ min: 256, max: 300_000 }).map((length) => 'ä'.repeat(length)), weight: 1 },
);

export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -0,
    0,
    -1,
    0.5,
    2_147_483_648,
    -2_147_483_649,
    9_007_199_254_740_992,
    5e-324,
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc
    .constantFrom(
      '1e999',
      '-1e999',
      '-0',
      '1E400',
      '9007199254740993',
      '123456789012345678901234567890',
      '0.0000000000000000000001',
    )
    .map((text) => new RawJson(text)),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '0x10', '1_000', ' 12 ', '١٢', '12abc', '1e308'),
);

export const nastyInstant: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '+275760-09-13T00:00:00Z',
    '-271821-04-20T00:00:00Z',
    '+275760-09-13T00:00:00.001Z',
    '0000-01-01T00:00:00Z',
    '1899-12-31T23:00:00Z',
    '1999-12-31T23:59:59Z',
    '2101-01-01T00:00:00Z',
    '9999-12-31T23:59:59+14:00',
    '2025-02-30T10:00:00Z',
    '2025-10-15T25:61:00Z',
    '2025-10-15T10:00:00+99:99',
    '2025-10-15T10:00:00',
    '2025-10-15',
    '15.10.2025',
    'now',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.integer({ min: -8.64e15, max: 8.64e15 }),
);

export const deepValue: fc.Arbitrary<RawJson> = fc.oneof(
  fc.integer({ min: 20, max: 2_000 }).map((depth) => new RawJson(deepArrayText(depth))),
  fc.constantFrom(10_000, 50_000).map((depth) => new RawJson(deepObjectText(depth))),
);

const prototypePayload: fc.Arbitrary<Record<string, unknown>> = fc
  .constantFrom(...PROTOTYPE_KEYS)
  .map((key) =>
    withOwnKey(
      {},
      key,
      key === 'constructor' ? { prototype: { isAdmin: true } } : { isAdmin: true, roles: ['ROLE_ADMIN'] },
    ),
  );

const oddShape = fc.constantFrom<unknown>(
  {},
  [],
  [null],
  [[]],
  { id: 'x' },
  { id: -1 },
  { id: 1e308 },
  { id: '1 OR 1=1' },
  [1, 'a', null],
);

/** A value to put where a field was: anything JSON can say, and the nasty cases above more often. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyText, weight: 5 },
  { arbitrary: nastyNumber, weight: 4 },
  { arbitrary: nastyInstant, weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: oddShape, weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false), weight: 2 },
  { arbitrary: deepValue, weight: 1 },
  { arbitrary: prototypePayload, weight: 1 },
);

/** Names for fields nobody declared, prototype keys among them. */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_KEYS,
    'hasOwnProperty',
    'toString',
    'isAdmin',
    'roles',
    'price',
    'id',
    'a\u0000b',
    '\ud800',
    '',
  ),
  fc.string({ maxLength: 20 }),
);

/** A 1×1 PNG: the file the image and upload bodies carry when nothing is broken. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** A valid PNG header claiming 100000×100000 pixels (a decompression bomb's first bytes). */
const HUGE_PNG =
  'iVBORw0KGgoAAAANSUhEUgABhqAAAYagCAIAAAAnMJyfAAAADElEQVR4nGNgoAwAAABAAAG3NHzvAAAAAElFTkSuQmCC';

/** Files as data-URLs that are not what they claim: truncated, oversized, mislabelled, scripted. */
export const nastyDataUrl: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    PNG_DATA_URL.slice(0, 60),
    `data:image/png;base64,${HUGE_PNG}`,
    `data:image/jpeg;base64,${HUGE_PNG}`,
    'data:image/png;base64,@@@@',
    'data:image/png;base64,',
    'data:;base64,AAAA',
    'data:image/gif;base64,R0lGODlh',
    `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>').toString('base64')}`,
    `data:image/svg+xml;base64,${Buffer.from('<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg>&b;</svg>').toString('base64')}`,
    'data:text/html,<script>alert(1)</script>',
    'data:application/x-msdownload;base64,TVqQAAMAAAAEAAAA',
    'https://example.com/bild.png',
    PNG_DATA_URL.replace('base64,', 'base64,\u0000'),
  ),
  fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`),
  fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`),
);

const NASTY_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ff',
  '%',
  '%zz',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '-1',
  '0',
  '1.5',
  '1e308',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '%20',
  '%0d%0aX-Injected:%201',
  "'%20OR%201=1--",
  '%F0%9F%98%80',
  '%C3%A4',
  '%C0%80',
  'x'.repeat(3_000),
  // Over Node's 16 KB header limit: refused by the HTTP parser before Express sees it.
  'y'.repeat(20_000),
];

/** One code unit per character; a lone surrogate becomes its (invalid) UTF-8 bytes. */
export function encodeSegment(text: string): string {
  let encoded = '';
  for (const unit of text) {
    try {
      encoded += encodeURIComponent(unit);
    } catch {
      encoded += '%ED%A0%80';
    }
  }
  return encoded;
}

/** A path segment, already percent-encoded as it goes on the wire. */
export const nastySegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 3 },
  { arbitrary: nastyText.filter((text) => text.length < 500).map(encodeSegment), weight: 1 },
);

const QUERY_NAMES = [
  'branch',
  'from',
  'to',
  'limit',
  'offset',
  'status',
  'orderType',
  'paymentMethod',
  'search',
  'isPublic',
  'division',
  'category',
  'menu',
  'path',
  'type',
  'id',
  'identifier',
  'tags',
  'isEnabled',
];

const queryValue: fc.Arbitrary<string> = fc.oneof(
  nastySegment,
  nastyInstant.map((value) => encodeSegment(String(value))),
  nastyNumber.map((value) => encodeSegment(value instanceof RawJson ? value.text : String(value))),
);

/** A query string (`?…`): known and unknown names, repeated and bracketed forms, nasty values. */
export const nastyQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 12 }).map(encodeSegment)),
      fc.constantFrom('', '[]', '[__proto__]', '[a][b]'),
      queryValue,
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((pairs) => `?${pairs.map(([name, suffix, value]) => `${name}${suffix}=${value}`).join('&')}`);

/**
 * Request headers our code reads: conditional GETs (the catalogue cache parses
 * If-Modified-Since), ranges on media files, compression, and the forwarded host the payment
 * return addresses are built from. Values stay within what HTTP allows on the wire.
 */
export const nastyHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc
    .constantFrom(
      'Thu, 01 Jan 1970 00:00:00 GMT',
      'Kein Datum',
      '+275760-09-13T00:00:00Z',
      '-1',
      '9'.repeat(400),
    )
    .map((value) => ({ 'If-Modified-Since': value })),
  fc
    .constantFrom('*', '"x"', `W/"${'x'.repeat(1_000)}"`, ',,,', '"a", W/"b", *')
    .map((value) => ({ 'If-None-Match': value })),
  fc
    .constantFrom(
      'bytes=0-1',
      'bytes=999999999-',
      'bytes=5-1',
      'bytes=-0',
      'bytes=0-1,0-1,0-1,0-1,0-1,0-1',
      'Zeilen=1',
    )
    .map((value) => ({ Range: value })),
  fc
    .constantFrom('gzip;q=NaN', 'br, deflate, *;q=0', 'identity;q=0', 'x'.repeat(200))
    .map((value) => ({ 'Accept-Encoding': value })),
  fc
    .constantFrom('evil.example', 'a'.repeat(300), '127.0.0.1:99999', 'x y', '[::1', 'javascript:alert(1)')
    .map((value) => ({ 'X-Forwarded-Host': value, 'X-Forwarded-Proto': 'javascript' })),
  fc.constantFrom('application/xml', '*/*;q=NaN', 'text/html').map((value) => ({ Accept: value })),
);

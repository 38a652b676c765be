/**
 * The one place where what a client sent becomes something the routes may trust (issue 17):
 * JSON nesting is limited on the raw bytes, before anything (the parser, a body hash, joi)
 * walks it; text is NFC-normalised with line breaks as '\n'; control characters other than tab
 * and newline, lone surrogates and prototype keys are refused with a German error naming the
 * field. Paths and query strings with control characters are refused too: PostgreSQL cannot
 * store a NUL, and no resource has one in its name.
 */
import express, { type RequestHandler } from 'express';
import { BadRequest, Invalid, NotFound, type ErrorItem } from './errors';
import { MESSAGES } from './messages';

/** Deepest JSON nesting a request may have; the deepest real payload (a content block) is ~10. */
export const MAX_BODY_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

class TooDeep extends BadRequest {
  constructor() {
    super(MESSAGES.tooDeeplyNested, 'too_deeply_nested');
  }
}

/** Throws when the raw JSON nests deeper than `max`; one pass over the bytes, strings skipped. */
export function assertJsonDepth(raw: Buffer, max = MAX_BODY_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < raw.length; index++) {
    const byte = raw[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > max) throw new TooDeep();
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
}

// C0 controls except tab (09) and newline (0a), DEL and the C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A control character other than tab and newline, or a lone surrogate (not Unicode at all). */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** NFC with '\n' line breaks, or null when the text holds something no field may hold. */
export function normaliseText(value: string): string | null {
  const text = value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value;
  return hasForbiddenCharacters(text) ? null : text.normalize('NFC');
}

const fieldOf = (path: readonly string[]) => (path.length > 0 ? { field: path.join('.') } : {});

/**
 * Normalises every string of a parsed body in place and lists what must be refused. Depth is
 * bounded by `assertJsonDepth` before this runs.
 */
function cleanValue(value: unknown, path: string[], problems: ErrorItem[]): unknown {
  if (typeof value === 'string') {
    const text = normaliseText(value);
    if (text === null) problems.push({ message: MESSAGES.invalidCharacters, code: 'invalid_characters', ...fieldOf(path) });
    return text ?? value;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = cleanValue(value[index], [...path, String(index)], problems);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const keyPath = [...path, key];
      if (PROTOTYPE_KEYS.has(key) || hasForbiddenCharacters(key)) {
        problems.push({ message: MESSAGES.unknownField, code: 'unknown_field', ...fieldOf(keyPath) });
        continue;
      }
      record[key] = cleanValue(record[key], keyPath, problems);
    }
  }
  return value;
}

/** Cleans a parsed JSON body; throws `Invalid` (422) listing every field that was refused. */
export function cleanBody(body: unknown): unknown {
  const problems: ErrorItem[] = [];
  const cleaned = cleanValue(body, [], problems);
  if (problems.length > 0) throw new Invalid(problems.slice(0, 20));
  return cleaned;
}

/**
 * Depth is checked on the raw bytes. body-parser passes an error thrown here on as it is (with
 * its own status), so the error handler renders our envelope.
 */
function verifyDepth(_req: unknown, _res: unknown, raw: Buffer): void {
  assertJsonDepth(raw);
}

/** express.json with the edge rules: use it wherever a JSON body is read. */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    express.json({ limit, verify: verifyDepth }),
    (req, _res, next) => {
      if (req.body !== undefined) req.body = cleanBody(req.body);
      next();
    },
  ];
}

function hasForbiddenText(value: unknown): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value);
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasForbiddenText);
  return false;
}

/**
 * A path with a control character names nothing (404, the same answer as any other miss); a
 * query parameter with one is refused naming the parameter.
 */
export const cleanUrl: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    throw new NotFound(MESSAGES.notFound);
  }
  if (hasForbiddenCharacters(path)) throw new NotFound(MESSAGES.notFound);
  const query = req.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    if (hasForbiddenText(key) || hasForbiddenText(value)) {
      throw new Invalid([{ message: MESSAGES.invalidCharacters, field: key, code: 'invalid_characters' }]);
    }
  }
  next();
};

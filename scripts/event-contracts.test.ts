/**
 * Issue 18: every event name exists once, in @theke/contracts. Reads the production sources of the
 * services, the gateway and the remotes: no routing key is typed out as a string, nothing is
 * published under a literal name, and every binding pattern matches at least one declared event.
 * Every declared event has its payload type in `EventPayloads` (checked by tsc), and services
 * publish through the outbox's `record`, which that map types.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EVENT_TYPES, type EventPayloads, type EventType } from '@theke/contracts';

const ROOT = path.resolve(__dirname, '..');
const PACKAGES = ['gateway', 'svc-catalog', 'svc-content', 'svc-orders', 'svc-workforce', 'shared/server', 'shared/ui', 'shell', 'mfe-store', 'mfe-website', 'mfe-backoffice', 'mfe-signage'];
const SERVICES = '(?:catalog|content|orders|workforce)';
const ROUTING_KEY = new RegExp(`['"\`](${SERVICES}\\.[a-z*#-]+(?:\\.[a-z*#-]+)*)['"\`]`, 'g');

function sourcesUnder(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' || entry === 'dist' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry) && !/\.test(-helper)?\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Topic semantics of RabbitMQ: `*` one word, `#` zero or more. */
function matches(pattern: string, key: string): boolean {
  const words = pattern.split('.');
  const parts = key.split('.');
  const match = (w: number, p: number): boolean => {
    if (w === words.length) return p === parts.length;
    if (words[w] === '#') return match(w + 1, p) || (p < parts.length && match(w, p + 1));
    return p < parts.length && (words[w] === '*' || words[w] === parts[p]) && match(w + 1, p + 1);
  };
  return match(0, 0);
}

/** True when A and B are the same set of keys; a wrong map fails `tsc`, not this test's run. */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyEventHasAPayload: SameKeys<keyof EventPayloads, EventType> = true;

const productionSources = PACKAGES.flatMap((pkg) => sourcesUnder(path.join(ROOT, pkg, 'src')));

/** Comments may name events; code may not. */
const isComment = (line: string) => /^\s*(\*|\/\/|\/\*)/.test(line);

const literals = productionSources.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !isComment(line))
    .flatMap((line) => [...line.matchAll(ROUTING_KEY)].map((found) => ({ file: path.relative(ROOT, file), key: found[1] ?? '' })))
    // A routing key is `<service>.<entity>.<verb>`; queue names (`orders.print-jobs`) have two parts.
    .filter(({ key }) => /[*#]/.test(key) || key.split('.').length >= 3),
);

describe('event contracts (issue 18)', () => {
  it('declares every event name once and nobody retypes one', () => {
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
    const retyped = literals.filter(({ key }) => !/[*#]/.test(key));
    expect(retyped).toEqual([]);
  });

  it('binds only patterns that match a declared event', () => {
    const patterns = literals.filter(({ key }) => /[*#]/.test(key));
    expect(patterns.length).toBeGreaterThan(0);
    const unmatched = patterns.filter(({ key }) => !EVENT_TYPES.some((type) => matches(key, type)));
    expect(unmatched).toEqual([]);
  });

  it('names the payload of every declared event, and services publish through the typed record', () => {
    expect(everyEventHasAPayload).toBe(true);
    // recordUnchecked takes any name and payload: it is for the relay's own tests only.
    const unchecked = productionSources
      .map((file) => path.relative(ROOT, file))
      .filter((file) => file !== path.join('shared', 'server', 'src', 'bus', 'outbox.ts'))
      .filter((file) => /\.recordUnchecked\(/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(unchecked).toEqual([]);
  });

  it('reads topic patterns as RabbitMQ does', () => {
    expect(matches('orders.#', 'orders.order.placed')).toBe(true);
    expect(matches('content.signage.#', 'content.signage.command')).toBe(true);
    expect(matches('content.*.changed', 'content.site.changed')).toBe(true);
    expect(matches('content.*.changed', 'content.signage.command')).toBe(false);
    expect(matches('workforce.#', 'orders.order.placed')).toBe(false);
  });
});

/**
 * Turns one route into a fixed list of generated requests. Each route draws from its own seed
 * (the suite's seed mixed with the route's name), so adding a route elsewhere leaves every
 * other route's cases as they were and a failure reproduces from the printed seed alone.
 */
import fc from 'fast-check';
import { fuzzBodies, type FuzzBody } from './fuzz-bodies';
import type { Caller, FuzzRequest } from './fuzz-client';
import type { FuzzTargets } from './fuzz-targets';
import { nastyHeaders, nastyQuery, nastySegment } from './nasty-values';
import type { RouteEntry } from './route-table';

export interface FuzzCase extends FuzzRequest {
  route: RouteEntry;
  /** What was broken, for the failure table. */
  label: string;
}

/** Cases per route: body routes get more, since the body is where most input lives. */
export const CASES_PER_ROUTE = { withBody: 50, withoutBody: 16 } as const;

export const routeKey = (route: RouteEntry): string => `${route.method} ${route.pattern}`;

function seedOf(seed: number, route: RouteEntry): number {
  let hash = seed | 0;
  for (const char of routeKey(route)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function callers(route: RouteEntry): fc.Arbitrary<Caller> {
  // A login passes the CSRF check only with a session; a logout must not end the staff session.
  if (route.pattern === '/api/login') return fc.constant('visitor');
  if (route.pattern === '/api/logout') return fc.constant('guest');
  return fc.oneof(
    { arbitrary: fc.constant<Caller>('staff'), weight: 5 },
    { arbitrary: fc.constant<Caller>('employee'), weight: 2 },
    { arbitrary: fc.constant<Caller>('guest'), weight: 3 },
    { arbitrary: fc.constant<Caller>('visitor'), weight: 1 },
  );
}

/** Mostly the real values; sometimes one param replaced by a nasty segment. */
function pathParams(route: RouteEntry, real: Record<string, string>, nastyWeight: number) {
  const unchanged = fc.constant({ params: real, label: '' });
  if (route.params.length === 0) return unchanged;
  const broken = fc.tuple(fc.constantFrom(...route.params), nastySegment).map(([name, segment]) => ({
    params: { ...real, [name]: segment },
    label: `${name}=${segment.length > 40 ? `${segment.slice(0, 40)}…` : segment}`,
  }));
  return fc.oneof({ arbitrary: unchanged, weight: 4 }, { arbitrary: broken, weight: nastyWeight });
}

const printableAscii = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));

/** Idempotency keys for POST /api/orders: none, valid, too long, or full of odd characters. */
const idempotencyKeys = fc.option(fc.oneof(fc.uuid(), fc.string({ unit: printableAscii, maxLength: 300 })), {
  freq: 2,
});

export const fillPath = (pattern: string, params: Record<string, string>): string =>
  pattern.replace(/[:*](\w+)/g, (_match, name: string) => params[name] ?? '');

function labelOf(parts: Array<string | undefined>): string {
  return parts.filter((part) => part).join('; ') || 'valid request';
}

/** A fixed list of `count` requests for `route`, the same for the same seed. */
export function casesFor(route: RouteEntry, targets: FuzzTargets, seed: number, count: number): FuzzCase[] {
  const base = targets.bodyOf(route);
  const isOrder = route.method === 'POST' && route.pattern === '/api/orders';
  const bodies: fc.Arbitrary<FuzzBody | undefined> =
    base === null ? fc.constant(undefined) : fuzzBodies(base);
  const queries =
    route.method === 'GET'
      ? fc.oneof(fc.constant(''), nastyQuery, nastyQuery)
      : fc.oneof({ arbitrary: fc.constant(''), weight: 9 }, { arbitrary: nastyQuery, weight: 1 });
  const arbitrary = fc.record({
    caller: callers(route),
    path: pathParams(route, targets.paramsOf(route), base === null ? 4 : 1),
    query: queries,
    body: bodies,
    idempotencyKey: isOrder ? idempotencyKeys : fc.constant(null),
    headers: fc.option(nastyHeaders, { freq: 4 }),
  });
  return fc.sample(arbitrary, { seed: seedOf(seed, route), numRuns: count }).map((drawn) => ({
    route,
    method: route.method,
    path: `${fillPath(route.pattern, drawn.path.params)}${drawn.query}`,
    caller: drawn.caller,
    body: drawn.body,
    headers: {
      ...drawn.headers,
      ...(drawn.idempotencyKey === null ? {} : { 'Idempotency-Key': drawn.idempotencyKey }),
    },
    label: labelOf([
      drawn.path.label,
      drawn.query && `query ${drawn.query.slice(0, 60)}`,
      drawn.body?.label,
      drawn.headers === null ? undefined : `headers ${JSON.stringify(drawn.headers).slice(0, 60)}`,
      drawn.idempotencyKey === null ? undefined : `Idempotency-Key ${drawn.idempotencyKey.slice(0, 20)}`,
    ]),
  }));
}

/**
 * Issue 18: every event name exists once, in @theke/contracts. Reads the production sources of the
 * services, the gateway and the remotes: no routing key is typed out as a string, nothing is
 * published under a literal name, and every binding pattern matches at least one declared event.
 * Every declared event has its payload type in `EventPayloads` (checked by tsc), and services
 * publish through the outbox's `record`, which that map types. The joi check consumers run
 * (`withPayloadCheck`) comes from the same payload shapes: it accepts what the publishers really
 * send (built by their own functions) and refuses what does not fit.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Transaction } from 'sequelize';
import { CHANGE_RECORDED_EVENTS, EVENTS, EVENT_TYPES, type EventPayloads, type EventType } from '@theke/contracts';
import { ChangeLog, GUEST, checkedEvent, createEvent, type DomainEvent, type Outbox } from '@theke/server';
import { publishedContentEvents } from '@theke/svc-content/testing';
import { publishedOrderEvents } from '@theke/svc-orders/testing';
import { publishedWorkforceEvents } from '@theke/svc-workforce/testing';

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

/** The audit-log entries ChangeLog writes (through a stand-in outbox) for a create, an update and a delete. */
async function publishedChangeRecords(): Promise<DomainEvent[]> {
  const recorded: DomainEvent[] = [];
  const outbox = { record: async (_transaction: Transaction, type: string, data: unknown) => void recorded.push(createEvent(type, data)) };
  const staff = { ...GUEST, userId: 2, username: 'chefin' };
  const before = { id: 3, name: 'Tisch 1', seats: 4, password: 'geheim', createdAt: new Date('2025-03-30T07:30:00.000Z') };
  const after = { ...before, seats: 6 };
  for (const service of Object.keys(CHANGE_RECORDED_EVENTS)) {
    const log = new ChangeLog(outbox as unknown as Outbox, service);
    const transaction = {} as Transaction;
    await log.record(transaction, staff, { entity: 'table', entityId: 3, action: 'created', before: null, after: before, titleField: 'name' });
    await log.record(transaction, GUEST, { entity: 'table', entityId: 3, action: 'updated', before, after });
    await log.record(transaction, staff, { entity: 'config', entityId: null, action: 'deleted', before: after, after: null });
  }
  return recorded;
}

/** Payloads built inline where they are published: crudRouter's `{entity, verb, id}` and the demo seed's. */
const inlinePublished = (): DomainEvent[] => [
  createEvent(EVENTS.catalogChanged, { entity: 'table', verb: 'created', id: 3 }),
  createEvent(EVENTS.catalogChanged, { entity: 'catalog', verb: 'seeded', id: null }),
  ...[EVENTS.siteChanged, EVENTS.redirectChanged, EVENTS.blockChanged, EVENTS.navigationChanged].map((type) =>
    createEvent(type, { entity: type.split('.')[1] ?? '', verb: 'deleted', id: 4 }),
  ),
];

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

  it("accepts what the publishers send, for every declared event", async () => {
    const published = [
      ...publishedOrderEvents(),
      ...publishedContentEvents(),
      ...publishedWorkforceEvents(),
      ...(await publishedChangeRecords()),
      ...inlinePublished(),
    ];
    const refused = published.flatMap((event) => {
      try {
        checkedEvent(event, EVENT_TYPES);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(refused).toEqual([]);
    expect(EVENT_TYPES.filter((type) => !published.some((event) => event.type === type))).toEqual([]);
  });

  it('refuses a payload that does not fit, and an event the consumer does not take', () => {
    const [order] = publishedOrderEvents();
    const malformed = [
      { ...order, data: { ...(order?.data as object), branchId: '2' } },
      { ...order, data: { ...(order?.data as object), change: 'eaten' } },
      createEvent(EVENTS.catalogChanged, { entity: 'catalog', verb: 'seeded', id: 5 }),
      createEvent(EVENTS.catalogChanged, { entity: 'table', verb: 'updated' }),
      createEvent(EVENTS.catalogLogRecorded, { entity: 'table', entityId: 3, action: 'updated', title: null, user: null, occurredAt: 'gestern', changes: {} }),
    ] as DomainEvent[];
    for (const event of malformed) expect(() => checkedEvent(event, EVENT_TYPES)).toThrow(/does not fit the contract/);
    expect(() => checkedEvent(order as DomainEvent, [EVENTS.catalogChanged])).toThrow(/not an event this consumer takes/);
  });

  it('reads topic patterns as RabbitMQ does', () => {
    expect(matches('orders.#', 'orders.order.placed')).toBe(true);
    expect(matches('content.signage.#', 'content.signage.command')).toBe(true);
    expect(matches('content.*.changed', 'content.site.changed')).toBe(true);
    expect(matches('content.*.changed', 'content.signage.command')).toBe(false);
    expect(matches('workforce.#', 'orders.order.placed')).toBe(false);
  });
});

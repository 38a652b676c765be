/**
 * What the fuzz suite aims at, taken from the demo data: a real value for each path param (so a
 * mutated body reaches a row that exists) and a body each endpoint accepts (a GET of the entity
 * is a valid PUT, the round trip). The accounts the suite is logged in with are never a target
 * (changing or deleting them would end the sessions the staff cases run in): the user routes aim
 * at an account the suite creates.
 */
import { takeawayOrder } from '@theke/svc-orders/testing';
import type { Answer } from './answer-contract';
import { encodeSegment, PNG_DATA_URL } from './nasty-values';
import type { RouteEntry } from './route-table';

type Entity = Record<string, unknown> & { id?: unknown };

export interface FuzzTargets {
  /** Real, encoded values for the route's params. */
  paramsOf(route: RouteEntry): Record<string, string>;
  /** A body the route accepts (or the best guess), null for routes without one. */
  bodyOf(route: RouteEntry): unknown;
}

export type StaffGet = (path: string) => Promise<Answer>;
export type StaffPost = (path: string, body: unknown) => Promise<Answer>;

/** `/api/orders/:id/items/:index` → 'orders'. */
export const collectionOf = (pattern: string): string => /^\/api\/([\w-]+)/.exec(pattern)?.[1] ?? '';

const dataOf = (answer: Answer): unknown =>
  answer.status === 200 || answer.status === 201 ? (JSON.parse(answer.text) as { data: unknown }).data : null;

const CONTACT_FORM = {
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna.huber@example.at',
  phone: '+436641234567',
  comment: 'Bitte um ein Angebot für die Endreinigung.',
  dataProtection: true,
};

/**
 * A valid order on the orders service's pinned Wednesday (OPEN_WEDNESDAY): the move-out cleaning
 * (demo product 8) whose fourth part is free text ('Zugang zur Wohnung'), and three cloths.
 */
export function orderWithAccessText(
  text = 'Stiege 2, Tür 5',
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return takeawayOrder({
    appointmentDate: '2025-10-20T10:00:00+02:00',
    items: [
      { product: { id: 8 }, amount: 1, unit: 'piece', parts: [2, [0, 1], 0, text, null, null, null] },
      { product: { id: 15 }, amount: 3, unit: 'piece', parts: [] },
    ],
    ...overrides,
  });
}

const FUZZ_USER = {
  username: 'fuzz-ziel',
  password: 'geheim-1234',
  name: 'Fuzz Ziel',
  email: 'fuzz-ziel@example.com',
  roles: ['ROLE_EMPLOYEE'],
  branches: [{ id: 1 }],
};

const PRINTER = { identifier: 'fuzz-drucker', name: 'Fuzz-Drucker', type: 'printing', branch: { id: 1 } };

/** Staff's writes of recorded time are corrections: each needs its reason (ADR 0041), a GET shows none. */
const CORRECTION = { reason: 'Nachgetragen vom Fuzz-Test' };
const FUZZ_ACTIVITY = {
  employee: { id: 2, username: 'mitarbeiter' },
  start: '2025-10-13T06:00:00.000Z',
  end: '2025-10-13T14:00:00.000Z',
  ...CORRECTION,
};

function created(answer: Answer, what: string): Entity {
  const data = dataOf(answer) as Entity | null;
  if (!data) throw new Error(`could not create ${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return data;
}

function withoutId(entity: Entity | undefined): Entity {
  const copy = { ...entity };
  delete copy.id;
  return copy;
}

/** Lists every collection a staff member can GET, and reads one entity of each. */
export async function loadTargets(
  routes: RouteEntry[],
  get: StaffGet,
  post: StaffPost,
): Promise<FuzzTargets> {
  const device = created(await post('/api/devices', PRINTER), 'the fuzz printer');
  // The demo data records no working time: one activity for the cases that name one.
  created(await post('/api/working-activities', FUZZ_ACTIVITY), 'the fuzz working activity');
  const lists = new Map<string, Entity[]>();
  for (const route of routes) {
    if (route.method !== 'GET' || !/^\/api\/[\w-]+$/.test(route.pattern)) continue;
    const data = dataOf(await get(route.pattern));
    if (Array.isArray(data)) lists.set(collectionOf(route.pattern), data as Entity[]);
  }
  const config = dataOf(await get('/api/config'));
  // The sessions' own accounts are left alone (see above): the user cases aim at one of their own.
  lists.set('users', [created(await post('/api/users', FUZZ_USER), 'the fuzz user')]);

  const first = (collection: string): Entity | undefined => lists.get(collection)?.[0];
  const order = first('orders') as
    (Entity & { uid: string; hash: string; branch: { id: number } }) | undefined;
  if (!order) throw new Error('the demo data has no orders');
  const branch = dataOf(await get(`/api/branches/${order.branch.id}`)) as Entity & { apiKey: string };
  const upload = first('uploads') as
    (Entity & { publicHash: string; url: string; previewUrl: string }) | undefined;
  const image = first('images') as (Entity & { version: number; extension: string }) | undefined;
  const entities = new Map<string, Entity>();
  for (const [collection, list] of lists) {
    const head = list[0];
    if (head?.id === undefined) continue;
    const full = dataOf(await get(`/api/${collection}/${String(head.id)}`));
    entities.set(collection, (full as Entity | null) ?? head);
  }

  const named: Record<string, string> = {
    uid: order.uid,
    provider: 'mollie',
    branchId: String(order.branch.id),
    apiKey: branch.apiKey,
    orderId: String(order.id),
    action: 'confirm',
    index: '0',
    token: String(device.token),
    rest: 'orders',
    path: image ? `${String(image.id)}-${image.version}.${image.extension}` : '1-1.jpg',
  };

  const paramsOf = (route: RouteEntry): Record<string, string> => {
    const collection = collectionOf(route.pattern);
    const isUpload = route.pattern.startsWith('/upload/');
    const values: Record<string, string> = {};
    for (const param of route.params) {
      if (param === 'id') values.id = String(first(collection)?.id ?? 1);
      else if (param === 'hash') values.hash = isUpload ? (upload?.publicHash ?? 'x') : order.hash;
      else if (param === 'file')
        values.file =
          (route.pattern.includes('/preview/') ? upload?.previewUrl : upload?.url)?.split('/').pop() ?? 'x';
      else values[param] = named[param] ?? '1';
    }
    // `*path` keeps its slashes; everything else is one segment.
    return Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, key === 'path' ? value : encodeSegment(value)]),
    );
  };

  const bodyOf = (route: RouteEntry): unknown => {
    if (route.method === 'GET' || route.method === 'DELETE') return null;
    const collection = collectionOf(route.pattern);
    if (route.pattern === '/api/orders' && route.method === 'POST') return orderWithAccessText();
    if (route.pattern === '/api/login') return { username: 'fuzz-niemand', password: 'falsch-falsch' };
    if (route.pattern === '/api/custom/contact-form') return CONTACT_FORM;
    if (route.pattern === '/api/devices' && route.method === 'POST')
      return { ...PRINTER, identifier: 'fuzz-zwei' };
    if (route.pattern === '/api/users' && route.method === 'POST')
      return { ...FUZZ_USER, username: 'fuzz-neu' };
    if (route.pattern === '/api/orders/:id/items/:index')
      return (entities.get('orders') as { items?: unknown[] } | undefined)?.items?.[0] ?? {};
    if (route.pattern === '/api/orders/:id/status/:action') return { rejectionMessage: 'Leider ausgebucht.' };
    if (route.pattern === '/api/config') return config;
    // New images and uploads carry their file as a data-URL (a GET does not return it); an image
    // PUT may replace its file by any image, an upload's only by one of its own type.
    if ((collection === 'images' || collection === 'uploads') && route.method === 'POST')
      return { name: 'Fuzz.png', data: PNG_DATA_URL };
    if (collection === 'images' && route.method === 'PUT')
      return { ...entities.get(collection), data: PNG_DATA_URL };
    const extra = collection === 'working-activities' ? CORRECTION : {};
    if (route.method === 'PUT' && route.pattern === `/api/${collection}/:id`)
      return { ...entities.get(collection), ...extra };
    if (route.method === 'POST' && route.pattern === `/api/${collection}`)
      return { ...withoutId(entities.get(collection)), ...extra };
    return {};
  };

  return { paramsOf, bodyOf };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type {
  Branch,
  Category,
  Donatee,
  ImageReference,
  Menu,
  Product,
  Table,
  Tag,
} from '@theke/domain';
import { UNITS } from '@theke/domain';
import { TEST_ADMIN, type TestService } from '@theke/server/testing';
import { as, catalogEvents, startCatalog } from '../testing';
import { catalogService } from '../service';
import { DEMO_IMAGES } from './demo-images';

let service: TestService;
beforeAll(async () => {
  service = await startCatalog({ seedDemo: true });
});
afterAll(() => service.close());

const api = () => request(service.app);
const admin = as(TEST_ADMIN);

interface Division {
  id: number;
  identifier: string;
  image: ImageReference | null;
  branches: number[];
}
type Row = Record<string, unknown> & { id: number };

/** A collection as an administrator reads it, typed with the domain's entity shapes. */
const list = async <T = Row>(path: string): Promise<T[]> =>
  (await api().get(`/api/${path}`).set(admin).expect(200)).body.data;
const COLLECTIONS = [
  'divisions',
  'branches',
  'tags',
  'menus',
  'categories',
  'products',
  'tables',
  'donatees',
];

describe('demo seed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const before = await Promise.all(COLLECTIONS.map(list));
    await catalogService.seedDemo?.(service.context);
    const after = await Promise.all(COLLECTIONS.map(list));
    expect(after).toEqual(before);
    const seeded = (await catalogEvents(service)).filter((event) => event.verb === 'seeded');
    expect(seeded).toEqual([{ entity: 'catalog', verb: 'seeded', id: null }]);
  });

  it('uses ids from 1 and lets new rows continue after them', async () => {
    const branches = await list('branches');
    expect(branches.map((branch) => branch.id)).toEqual([1, 2, 3, 4, 5]);
    const created = await api().post('/api/tags').set(admin).send({ name: 'Neu nach dem Seed' }).expect(201);
    expect(created.body.data.id).toBe(6);
    const branch = await api()
      .post('/api/branches')
      .set(admin)
      .send({ identifier: 'neu', name: 'Neu', deliveryAreas: [{ area: 'Neu', price: 1 }] })
      .expect(201);
    expect(branch.body.data.id).toBe(6);
    expect(branch.body.data.deliveryAreas[0].id).toBe(9);
    await api().delete(`/api/branches/${branch.body.data.id}`).set(admin).expect(204);
    await api().delete(`/api/tags/${created.body.data.id}`).set(admin).expect(204);
  });

  it('passes the API’s own validation: every seeded row can be sent back unchanged', async () => {
    for (const collection of COLLECTIONS) {
      for (const row of await list(collection)) {
        const response = await api().put(`/api/${collection}/${row.id}`).set(admin).send(row);
        expect({ collection, id: row.id, status: response.status, errors: response.body.errors }).toEqual({
          collection,
          id: row.id,
          status: 200,
          errors: undefined,
        });
        expect(response.body.data).toEqual({ ...row, version: Number(row.version) + 1 });
      }
    }
  });
});

describe('demo branches', () => {
  it('has one division listing at least three branches in different Austrian cities', async () => {
    const [division] = await list<Division>('divisions');
    const branches = await list<Branch>('branches');
    expect(division?.branches).toEqual(branches.map((branch) => branch.id));
    expect(new Set(branches.map((branch) => branch.city)).size).toBeGreaterThanOrEqual(3);
    for (const branch of branches) {
      expect(branch.phone).toMatch(/^\+43 /);
      expect(branch.zipCode).toMatch(/^\d{4}$/);
      expect(branch.openingHours.length).toBeGreaterThan(0);
    }
    const hours = branches.map((branch) => JSON.stringify(branch.openingHours));
    expect(new Set(hours).size).toBe(branches.length);
  });

  it('covers separate delivery hours, dine-in with tables, quotation and preorder', async () => {
    const branches = await list<Branch>('branches');
    const tables = await list<Table>('tables');
    const separate = branches.find((branch) => branch.isDeliveryHoursEnabled && branch.isDeliveryEnabled);
    expect(separate?.deliveryHours.length).toBeGreaterThan(0);
    expect(separate?.deliveryHours).not.toEqual(separate?.openingHours);
    const dineIn = branches.find((branch) => branch.isDineInEnabled && branch.isTableSelectionEnabled);
    expect(tables.filter((table) => table.branch.id === dineIn?.id).length).toBeGreaterThanOrEqual(2);
    expect(branches.some((branch) => branch.isQuotationRequired)).toBe(true);
    expect(branches.some((branch) => branch.isPreorderEnabled)).toBe(true);
    expect(branches.some((branch) => !branch.isPublic)).toBe(true);
  });

  it('has delivery areas with fees, tax, free-from values, minimum order values and a free area', async () => {
    const areas = (await list<Branch>('branches')).flatMap((branch) => branch.deliveryAreas);
    expect(areas.some((area) => area.price > 0 && area.tax === 20)).toBe(true);
    expect(areas.some((area) => (area.freeFromOrderValue ?? 0) > 0)).toBe(true);
    expect(areas.some((area) => (area.minimumOrderValue ?? 0) > 0)).toBe(true);
    expect(areas.some((area) => area.free === true)).toBe(true);
    expect(new Set(areas.map((area) => area.id)).size).toBe(areas.length);
  });
});

describe('demo catalogue', () => {
  it('gives every public branch an active menu with availableFrom in the past', async () => {
    const menus = await list<Menu>('menus');
    for (const branch of await list<Branch>('branches')) {
      const active = menus.filter(
        (menu) => menu.branches.includes(branch.id) && Date.parse(menu.availableFrom ?? '') < Date.now(),
      );
      expect({ branch: branch.identifier, menus: active.length > 0 }).toEqual({
        branch: branch.identifier,
        menus: true,
      });
    }
  });

  it('has tags with images and two or three donatees', async () => {
    const tags = await list<Tag>('tags');
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) expect(tag.image).toMatchObject({ extension: 'jpg', width: 1280 });
    const donatees = await list<Donatee>('donatees');
    expect(donatees.length).toBeGreaterThanOrEqual(2);
    expect(donatees.length).toBeLessThanOrEqual(3);
  });

  it('covers every product type, unit family, counted unit and calculation model', async () => {
    const products = await list<Product>('products');
    expect(new Set(products.map((product) => product.type))).toEqual(
      new Set(['configurable', 'bundle', 'others']),
    );
    const units = new Set(products.map((product) => product.unit));
    expect(new Set([...units].map((unit) => UNITS[unit]?.family))).toEqual(
      new Set(['amount', 'weight', 'volume', 'length', 'square', 'cubic']),
    );
    for (const counted of ['piece', 'serving', 'pair', 'person', 'package']) expect(units).toContain(counted);
    expect(new Set(products.map((product) => product.calculationModel))).toEqual(
      new Set(['fixed', 'approximate', 'minimum']),
    );
    expect(products.some((product) => (product.alternativeUnits?.length ?? 0) > 1)).toBe(true);
    const leadTimes = products
      .filter((product) => product.isLeadTimeEnabled)
      .map((product) => product.leadTimeType);
    expect(new Set(leadTimes)).toEqual(new Set(['minutes', 'hours', 'days', 'weeks']));
    expect(
      products.some((product) => (product.schedule?.length ?? 0) > 0 && product.isVisibleWhenUnavailable),
    ).toBe(true);
    expect(products.some((product) => product.isPriceHidden)).toBe(true);
  });

  it('has configurable products with required and optional parts of every part type and every modifier', async () => {
    const parts = (await list<Product>('products'))
      .filter((product) => product.type === 'configurable')
      .flatMap((product) => product.config?.parts ?? []);
    expect(new Set(parts.map((part) => part.type))).toEqual(
      new Set(['select', 'multiselect', 'text', 'textarea', 'image', 'images', 'file', 'files']),
    );
    expect(parts.some((part) => part.optional === false)).toBe(true);
    expect(parts.some((part) => part.optional === true)).toBe(true);
    const modifiers = parts.flatMap((part) => (part.options ?? []).map((option) => option.modifier));
    expect(new Set(modifiers)).toEqual(new Set(['add', 'subtract', 'overwrite']));
  });

  it('hides the disabled demo product from guests but shows the one visible when unavailable', async () => {
    const guest = (await api().get('/api/products').expect(200)).body.data as Product[];
    const staff = await list<Product>('products');
    const hidden = staff.filter((product) => !product.isEnabled && !product.isVisibleWhenUnavailable);
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of hidden) expect(guest.map((row) => row.id)).not.toContain(product.id);
    expect(guest.some((product) => !product.isEnabled && product.isVisibleWhenUnavailable)).toBe(true);
  });
});

describe('demo images', () => {
  it('references only listed images, as version 1 jpg 1280 px with the listed alt text', async () => {
    const found: Array<ImageReference | null | undefined> = [];
    for (const division of await list<Division>('divisions')) found.push(division.image);
    for (const branch of await list<Branch & { logo: ImageReference; images: ImageReference[] }>(
      'branches',
    )) {
      found.push(branch.logo, ...branch.images);
    }
    for (const tag of await list<Tag>('tags')) found.push(tag.image);
    for (const category of await list<Category>('categories')) found.push(category.image);
    for (const product of await list<Product>('products')) found.push(...(product.images ?? []));
    const references = found.filter((reference): reference is ImageReference => Boolean(reference));
    expect(references).toHaveLength(found.length);
    for (const reference of references) {
      const id = Number(reference.id);
      expect(reference).toEqual({ id, version: 1, extension: 'jpg', width: 1280, alt: DEMO_IMAGES[id] });
    }
    const used = new Set(references.map((reference) => Number(reference.id)));
    expect([...used].sort((a, b) => a - b)).toEqual(Object.keys(DEMO_IMAGES).map(Number));
  });

  it('lists the same ids and alt texts in IMAGES.md', () => {
    const markdown = readFileSync(join(__dirname, 'IMAGES.md'), 'utf8');
    const rows = [...markdown.matchAll(/^\|\s*(\d+)\s*\|\s*(.+?)\s*\|.*\|\s*$/gm)].map((match) => [
      Number(match[1]),
      match[2],
    ]);
    expect(rows).toEqual(Object.entries(DEMO_IMAGES).map(([id, alt]) => [Number(id), alt]));
  });
});

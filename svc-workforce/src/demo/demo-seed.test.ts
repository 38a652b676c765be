/**
 * The demo departments point at svc-catalog's demo branches by their known ids: proven here
 * against the catalogue's own demo seed, not a copy of its ids.
 */
import request from 'supertest';
import { TEST_ADMIN } from '@theke/server/testing';
import { workforceService } from '../service';
import { as, startWorkforceTestPlatform, workforceLog, type WorkforceTestPlatform } from '../testing';

let platform: WorkforceTestPlatform;
const admin = as(TEST_ADMIN);

beforeAll(async () => {
  platform = await startWorkforceTestPlatform({ seedDemo: true });
});
afterAll(() => platform.close());

type Department = { id: number; name: string; branch: { id: number } };
const departments = async (): Promise<Department[]> =>
  (await request(platform.workforce.app).get('/api/departments').set(admin).expect(200)).body.data;

describe('workforce demo seed', () => {
  it('gives every demo branch of the catalogue departments, and only existing branches', async () => {
    const branches = (await request(platform.catalog.app).get('/api/branches').expect(200)).body
      .data as Array<{ id: number }>;
    const seeded = await departments();
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((department) => department.branch.id))).toEqual(
      new Set(branches.map((branch) => branch.id)),
    );
  });

  it('is idempotent, logs nothing, and lets new departments continue after the seeded ids', async () => {
    const before = await departments();
    await workforceService.seedDemo?.(platform.workforce.context);
    expect(await departments()).toEqual(before);
    expect(await workforceLog(platform.workforce)).toEqual([]);
    const created = await request(platform.workforce.app)
      .post('/api/departments')
      .set(admin)
      .send({ name: 'Neu nach dem Seed', branch: { id: 1 } })
      .expect(201);
    expect(created.body.data.id).toBe(Math.max(...before.map((department) => department.id)) + 1);
  });
});

/**
 * `ownRowsWhere` (issue 21): rows that belong to an employee (a planned shift) are theirs alone.
 * An employee lists, reads, updates and deletes only their own; another's answers 404 as if it did
 * not exist; administrators see all. Against a real service on PostgreSQL.
 */
import Joi from 'joi';
import { DataTypes, Model, type Sequelize } from 'sequelize';
import request from 'supertest';
import { VERSION_COLUMN } from '../db/columns';
import type { ServiceDefinition } from '../service';
import { authHeaders, startTestService, TEST_ADMIN, testEmployee, type TestService } from '../testing';
import { crudRouter } from './crud-router';

class Shift extends Model {}

const shiftsService: ServiceDefinition = {
  name: 'workforce',
  migrations: [
    {
      name: '0001-shifts',
      async up({ sequelize }) {
        await sequelize.query(`
          CREATE TABLE shifts (
            id SERIAL PRIMARY KEY,
            version INTEGER NOT NULL DEFAULT 1,
            "employeeId" INTEGER NOT NULL,
            note VARCHAR(100) NULL,
            "createdAt" TIMESTAMPTZ NOT NULL,
            "updatedAt" TIMESTAMPTZ NOT NULL
          )`);
      },
    },
  ],
  defineModels(sequelize: Sequelize) {
    Shift.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        version: VERSION_COLUMN,
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        note: { type: DataTypes.STRING(100), allowNull: true },
      },
      { sequelize, tableName: 'shifts' },
    );
  },
  router: (context) =>
    crudRouter({
      path: '/shifts',
      entity: 'shift',
      model: Shift,
      sequelize: context.sequelize,
      schema: Joi.object({ employeeId: Joi.number().integer(), note: Joi.string().max(100).allow(null) }),
      filters: { employeeId: Joi.number().integer() },
      read: 'staff',
      write: 'staff',
      access: { create: 'admin' },
      ownRowsWhere: (principal) => ({ employeeId: principal.userId }),
      toJson: (row) => ({ id: row.get('id'), employeeId: row.get('employeeId'), note: row.get('note') }),
    }),
  publicRoutes: [],
};

let service: TestService;
const api = () => request(service.app);
const admin = authHeaders(TEST_ADMIN);
const employee = testEmployee([]);
const employeeId = Number(employee.userId);
const asEmployee = authHeaders(employee);

async function createShift(employeeId: number, note: string): Promise<{ id: number; employeeId: number }> {
  return (await api().post('/api/shifts').set(admin).send({ employeeId, note }).expect(201)).body.data;
}

beforeAll(async () => {
  service = await startTestService(shiftsService);
});
afterAll(() => service.close());

describe('the CRUD router limits employees to their own rows (ownRowsWhere)', () => {
  it('lists and reads only their own rows; another’s is 404', async () => {
    const mine = await createShift(employeeId, 'meine');
    const theirs = await createShift(99, 'fremde');

    const listed = (await api().get('/api/shifts').set(asEmployee).expect(200)).body.data;
    expect(listed).toEqual([{ ...mine, version: 1 }]);
    await api().get(`/api/shifts/${mine.id}`).set(asEmployee).expect(200);
    await api().get(`/api/shifts/${theirs.id}`).set(asEmployee).expect(404);
    // Filters narrow further, they never widen: asking for another's rows gives none.
    expect((await api().get('/api/shifts?employeeId=99').set(asEmployee).expect(200)).body.data).toEqual([]);

    const all = (await api().get('/api/shifts').set(admin).expect(200)).body.data;
    expect(all.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    await api().get(`/api/shifts/${theirs.id}`).set(admin).expect(200);
  });

  it('updates and deletes only their own rows; another’s is 404 and stays as it was', async () => {
    const mine = await createShift(employeeId, 'alt');
    const theirs = await createShift(98, 'unberührt');

    await api().put(`/api/shifts/${theirs.id}`).set(asEmployee).send({ note: 'übernommen' }).expect(404);
    await api().delete(`/api/shifts/${theirs.id}`).set(asEmployee).expect(404);
    expect((await api().get(`/api/shifts/${theirs.id}`).set(admin).expect(200)).body.data.note).toBe('unberührt');

    const updated = await api().put(`/api/shifts/${mine.id}`).set(asEmployee).send({ note: 'neu' }).expect(200);
    expect(updated.body.data).toMatchObject({ note: 'neu', version: 2 });
    await api().delete(`/api/shifts/${mine.id}`).set(asEmployee).expect(204);
    await api().get(`/api/shifts/${mine.id}`).set(admin).expect(404);
  });
});

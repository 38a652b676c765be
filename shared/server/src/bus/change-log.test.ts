/**
 * Issue 19: the CRUD router writes one audit-log event per create, update and delete, in the
 * write's own transaction (a rolled-back write logs nothing), with the fields that changed as
 * the API names them and secrets redacted. Against a real service on PostgreSQL.
 */
import Joi from 'joi';
import { DataTypes, Model, QueryTypes, type Sequelize } from 'sequelize';
import request from 'supertest';
import { EVENTS, type ChangeRecorded } from '@theke/contracts';
import { VERSION_COLUMN } from '../db/columns';
import { crudRouter } from '../http/crud-router';
import type { ServiceDefinition } from '../service';
import { authHeaders, startTestService, TEST_ADMIN, type TestService } from '../testing';
import { changesBetween, REDACTED } from './change-log';

class Note extends Model {}

/** A kit service named like a real writer (its routing key is declared), with one CRUD entity. */
const notesService: ServiceDefinition = {
  name: 'catalog',
  migrations: [
    {
      name: '0001-notes',
      async up({ sequelize }) {
        // Deferred: a duplicate name fails at COMMIT, after the change and its log were written.
        await sequelize.query(`
          CREATE TABLE notes (
            id SERIAL PRIMARY KEY,
            version INTEGER NOT NULL DEFAULT 1,
            name VARCHAR(100) NOT NULL,
            text VARCHAR(100) NULL,
            "apiKey" VARCHAR(100) NULL,
            "createdAt" TIMESTAMPTZ NOT NULL,
            "updatedAt" TIMESTAMPTZ NOT NULL,
            CONSTRAINT notes_name UNIQUE (name) DEFERRABLE INITIALLY DEFERRED
          )`);
      },
    },
  ],
  defineModels(sequelize: Sequelize) {
    Note.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        version: VERSION_COLUMN,
        name: { type: DataTypes.STRING(100), allowNull: false },
        text: { type: DataTypes.STRING(100), allowNull: true },
        apiKey: { type: DataTypes.STRING(100), allowNull: true },
      },
      { sequelize, tableName: 'notes' },
    );
  },
  router: (context) =>
    crudRouter({
      path: '/notes',
      entity: 'note',
      model: Note,
      sequelize: context.sequelize,
      schema: Joi.object({ name: Joi.string().max(100), text: Joi.string().max(100).allow(null), apiKey: Joi.string().allow(null) }),
      read: 'staff',
      write: 'admin',
      titleField: 'name',
      toJson: (row) => ({ id: row.get('id'), name: row.get('name'), text: row.get('text'), apiKey: row.get('apiKey') }),
    }),
  publicRoutes: [],
};

let service: TestService;
const admin = authHeaders(TEST_ADMIN);

beforeAll(async () => {
  service = await startTestService(notesService);
});

afterAll(async () => {
  await service.close();
});

/** The audit-log events in the service's outbox, oldest first. */
async function loggedChanges(): Promise<ChangeRecorded[]> {
  const rows = await service.context.sequelize.query<{ data: ChangeRecorded }>(
    'SELECT data FROM outbox_events WHERE type = :type ORDER BY seq',
    { type: QueryTypes.SELECT, replacements: { type: EVENTS.catalogLogRecorded } },
  );
  return rows.map((row) => row.data);
}

async function createNote(body: object): Promise<{ id: number; version: number }> {
  const response = await request(service.app).post('/api/notes').set(admin).send(body).expect(201);
  return response.body.data as { id: number; version: number };
}

describe('the CRUD router writes the audit log (issue 19)', () => {
  it('logs a create once, with every field after, the author and the title', async () => {
    const before = (await loggedChanges()).length;
    const note = await createNote({ name: 'Fensterreinigung', text: 'Erdgeschoss', apiKey: 'geheim-123' });
    const logged = (await loggedChanges()).slice(before);
    expect(logged).toEqual([
      {
        entity: 'note',
        entityId: note.id,
        action: 'created',
        title: 'Fensterreinigung',
        user: { id: TEST_ADMIN.userId, username: TEST_ADMIN.username },
        occurredAt: expect.any(String),
        changes: {
          name: { before: null, after: 'Fensterreinigung' },
          text: { before: null, after: 'Erdgeschoss' },
          apiKey: { before: null, after: REDACTED },
        },
      },
    ]);
  });

  it('logs an update once with only the changed fields, not the version it bumped', async () => {
    const note = await createNote({ name: 'Stiegenhaus', text: 'wöchentlich', apiKey: 'alt' });
    const before = (await loggedChanges()).length;
    await request(service.app)
      .put(`/api/notes/${note.id}`)
      .set(admin)
      .send({ text: 'täglich', apiKey: 'neu', version: note.version })
      .expect(200);
    const logged = (await loggedChanges()).slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ entity: 'note', entityId: note.id, action: 'updated', title: 'Stiegenhaus' });
    expect(logged[0]?.changes).toEqual({
      text: { before: 'wöchentlich', after: 'täglich' },
      apiKey: { before: REDACTED, after: REDACTED },
    });
  });

  it('logs nothing for a save that changed no field', async () => {
    const note = await createNote({ name: 'Büro', text: null });
    const before = (await loggedChanges()).length;
    await request(service.app).put(`/api/notes/${note.id}`).set(admin).send({ name: 'Büro' }).expect(200);
    expect(await loggedChanges()).toHaveLength(before);
  });

  it('logs a delete once, with every field before', async () => {
    const note = await createNote({ name: 'Keller', text: 'monatlich' });
    const before = (await loggedChanges()).length;
    await request(service.app).delete(`/api/notes/${note.id}`).set(admin).expect(204);
    const logged = (await loggedChanges()).slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      action: 'deleted',
      entityId: note.id,
      changes: {
        name: { before: 'Keller', after: null },
        text: { before: 'monatlich', after: null },
        apiKey: { before: null, after: null },
      },
    });
  });

  it('logs nothing when the write is rolled back at commit', async () => {
    // Sequelize warns that it drops the connection of the failed commit.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await createNote({ name: 'Dach' });
    const other = await createNote({ name: 'Garage' });
    const before = (await loggedChanges()).length;
    const response = await request(service.app).put(`/api/notes/${other.id}`).set(admin).send({ name: 'Dach' });
    expect(response.status).toBe(409);
    expect(await loggedChanges()).toHaveLength(before);
    const stored = await request(service.app).get(`/api/notes/${other.id}`).set(admin).expect(200);
    expect(stored.body.data.name).toBe('Garage');
    warn.mockRestore();
  });
});

describe('changesBetween', () => {
  it('compares values as stored (dates as ISO strings) and lists only what differs', () => {
    const at = new Date('2025-10-20T08:00:00Z');
    expect(
      changesBetween(
        { name: 'A', at, tags: [{ id: 1 }], updatedAt: at },
        { name: 'A', at: '2025-10-20T08:00:00.000Z', tags: [{ id: 2 }], updatedAt: new Date() },
      ),
    ).toEqual({ tags: { before: [{ id: 1 }], after: [{ id: 2 }] } });
  });

  it('redacts secrets, also nested ones, after comparing them', () => {
    expect(
      changesBetween({ password: 'hash-1', device: { token: 'a', name: 'Drucker' } }, { password: 'hash-2', device: { token: 'b', name: 'Drucker' } }),
    ).toEqual({
      password: { before: REDACTED, after: REDACTED },
      device: { before: { token: REDACTED, name: 'Drucker' }, after: { token: REDACTED, name: 'Drucker' } },
    });
    expect(changesBetween({ passwordHash: 'same' }, { passwordHash: 'same' })).toEqual({});
  });
});

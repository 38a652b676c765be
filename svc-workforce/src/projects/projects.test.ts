/**
 * Projects and tasks (issue 21, ADR 0041) against a real svc-catalog peer on real PostgreSQL:
 * CRUD with the lost-update check and the audit log, filters, a project with tasks is not
 * deleted, and an employee may move only the state of a task assigned to them.
 */
import request from 'supertest';
import { MESSAGES } from '@theke/contracts';
import { TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { as, startWorkforceTestPlatform, workforceLog, type WorkforceTestPlatform } from '../testing';
import { PROJECT_HAS_TASKS_MESSAGE } from './project.routes';
import { ONLY_OWN_TASK_STATE_MESSAGE } from './task.routes';

let platform: WorkforceTestPlatform;
const api = () => request(platform.workforce.app);
const admin = as(TEST_ADMIN);
const asEmployee = as(testEmployee([]));
const me = { id: 2, username: 'mitarbeiter' };
const colleague = { id: 8, username: 'kollege' };
let graz: { id: number };

type Row = Record<string, unknown> & { id: number; version: number };

const create = async (path: string, payload: Record<string, unknown>): Promise<Row> =>
  (await api().post(`/api/${path}`).set(admin).send(payload).expect(201)).body.data;
const list = async (query: string, headers = admin): Promise<Row[]> =>
  (await api().get(`/api/${query}`).set(headers).expect(200)).body.data;

beforeAll(async () => {
  platform = await startWorkforceTestPlatform();
  const branch = await request(platform.catalog.app).post('/api/branches').set(admin).send({ identifier: 'graz', name: 'Graz' }).expect(201);
  graz = { id: branch.body.data.id };
});
afterAll(() => platform.close());

describe('projects', () => {
  it('creates, updates with the lost-update check and lists them by branch, state and search', async () => {
    const spring = await create('projects', { name: 'Frühjahrsputz', description: 'Alle Fenster', branch: graz, estimateHours: 12.5 });
    expect(spring).toEqual({
      id: expect.any(Number),
      name: 'Frühjahrsputz',
      description: 'Alle Fenster',
      branch: graz,
      state: 'active',
      estimateHours: 12.5,
      version: 1,
    });
    const office = await create('projects', { name: 'Büro Umzug' });
    expect(office).toMatchObject({ branch: null, state: 'active', estimateHours: null, description: null });

    const done = (await api().put(`/api/projects/${office.id}`).set(admin).send({ state: 'completed', version: 1 }).expect(200)).body.data;
    expect(done).toMatchObject({ state: 'completed', version: 2 });
    await api().put(`/api/projects/${office.id}`).set(admin).send({ state: 'archived', version: 1 }).expect(409);

    expect(await list(`projects?branch=${graz.id}`)).toEqual([spring]);
    expect(await list('projects?state=completed')).toEqual([done]);
    expect(await list('projects?search=fenster')).toEqual([spring]);
    expect(await list('projects', asEmployee)).toEqual([done, spring]);

    const wrong = await api().post('/api/projects').set(admin).send({ name: 'X', state: 'fertig', branch: { id: 515151 } }).expect(422);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'state', message: MESSAGES.choice })]);
    const unknownBranch = await api().post('/api/projects').set(admin).send({ name: 'X', branch: { id: 515151 } }).expect(422);
    expect(unknownBranch.body.errors).toEqual([{ message: MESSAGES.invalid, field: 'branch.id', code: 'unknown_reference' }]);
    await api().post('/api/projects').set(asEmployee).send({ name: 'Eigenes' }).expect(403);
  });

  it('is not deleted while it has tasks; without them it is, logged', async () => {
    const project = await create('projects', { name: 'Teppichreinigung' });
    const task = await create('tasks', { project: { id: project.id }, name: 'Flecken' });
    const refused = await api().delete(`/api/projects/${project.id}`).set(admin).expect(409);
    expect(refused.body.errors).toEqual([{ message: PROJECT_HAS_TASKS_MESSAGE, code: 'project_has_tasks' }]);
    await api().get(`/api/tasks/${task.id}`).set(admin).expect(200);

    await api().delete(`/api/tasks/${task.id}`).set(admin).expect(204);
    await api().delete(`/api/projects/${project.id}`).set(admin).expect(204);
    const logged = (await workforceLog(platform.workforce)).filter((entry) => entry.entity === 'project' && entry.entityId === project.id);
    expect(logged.map((entry) => [entry.action, entry.title])).toEqual([
      ['created', 'Teppichreinigung'],
      ['deleted', 'Teppichreinigung'],
    ]);
  });
});

describe('tasks', () => {
  it('belong to an existing project and filter by project, assignee and state', async () => {
    const project = await create('projects', { name: 'Grundreinigung' });
    const other = await create('projects', { name: 'Glasreinigung' });
    const floor = await create('tasks', { project: { id: project.id }, name: 'Boden', assignee: me, estimateHours: 3 });
    expect(floor).toEqual({
      id: expect.any(Number),
      project: { id: project.id },
      name: 'Boden',
      assignee: me,
      state: 'open',
      estimateHours: 3,
      version: 1,
    });
    const glass = await create('tasks', { project: { id: other.id }, name: 'Fenster', assignee: colleague, state: 'in-progress' });
    const unassigned = await create('tasks', { project: { id: project.id }, name: 'Küche' });
    expect(unassigned.assignee).toBeNull();

    expect(await list(`tasks?project=${project.id}`)).toEqual([floor, unassigned]);
    expect(await list(`tasks?assignee=${me.id}`)).toEqual([floor]);
    expect(await list('tasks?state=in-progress')).toEqual([glass]);

    const missing = await api().post('/api/tasks').set(admin).send({ project: { id: 424242 }, name: 'Nirgends' }).expect(422);
    expect(missing.body.errors).toEqual([{ message: MESSAGES.invalid, field: 'project.id', code: 'unknown_reference' }]);
    const blank = await api().post('/api/tasks').set(admin).send({ name: '' }).expect(422);
    expect(blank.body.errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['project', 'name']));
  });

  it('let the assigned employee change only the state; other tasks and other fields are 403', async () => {
    const project = await create('projects', { name: 'Stiegenhaus' });
    const mine = await create('tasks', { project: { id: project.id }, name: 'Geländer', assignee: me });
    const theirs = await create('tasks', { project: { id: project.id }, name: 'Lift', assignee: colleague });

    const moved = (await api().put(`/api/tasks/${mine.id}`).set(asEmployee).send({ state: 'done', version: 1 }).expect(200)).body.data;
    expect(moved).toEqual({ ...mine, state: 'done', version: 2 });
    // A form sending the whole task with only the state changed is fine.
    const { id: _id, version: _version, ...whole } = moved as Row;
    await api().put(`/api/tasks/${mine.id}`).set(asEmployee).send({ ...whole, state: 'in-progress' }).expect(200);

    const renamed = await api().put(`/api/tasks/${mine.id}`).set(asEmployee).send({ name: 'Umbenannt' }).expect(403);
    expect(renamed.body.errors).toEqual([{ message: ONLY_OWN_TASK_STATE_MESSAGE, code: 'forbidden' }]);
    await api().put(`/api/tasks/${mine.id}`).set(asEmployee).send({ assignee: colleague }).expect(403);
    await api().put(`/api/tasks/${theirs.id}`).set(asEmployee).send({ state: 'done' }).expect(403);
    await api().post('/api/tasks').set(asEmployee).send({ project: { id: project.id }, name: 'Neu' }).expect(403);
    await api().delete(`/api/tasks/${mine.id}`).set(asEmployee).expect(403);
    expect((await api().get(`/api/tasks/${theirs.id}`).set(asEmployee).expect(200)).body.data).toEqual(theirs);
  });
});

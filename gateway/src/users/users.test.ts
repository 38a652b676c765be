/**
 * Staff accounts through PUT /api/users/{id}: the fuzz suite's round trip (issue 17) found that
 * a user as GET shows it was refused (its `id`, the demo's `.example` e-mail) and that a partial
 * PUT reset the fields it did not send, taking an employee's branches away.
 */
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../test-gateway.test-helper';

let harness: TestGateway;

beforeAll(async () => {
  harness = await startTestGateway();
});

afterAll(async () => {
  await harness.close();
});

async function adminAgent() {
  const agent = request.agent(harness.gateway.url);
  const csrf = await agent.get('/api/csrf').expect(200);
  const csrfToken = csrf.body.data.csrfToken as string;
  await agent
    .post('/api/login')
    .set('X-CSRF-Token', csrfToken)
    .send({ username: 'admin', password: 'theke-admin' })
    .expect(200);
  return { agent, csrfToken };
}

async function demoEmployee(agent: ReturnType<typeof request.agent>) {
  const users = (await agent.get('/api/users').expect(200)).body.data as Array<{
    id: number;
    username: string;
  }>;
  const employee = users.find((user) => user.username === 'mitarbeiter');
  if (!employee) throw new Error('no demo employee');
  return (await agent.get(`/api/users/${employee.id}`).expect(200)).body.data as Record<string, unknown> & {
    id: number;
  };
}

describe('PUT /api/users/{id}', () => {
  it('takes a user back as GET shows it, the demo e-mail address included', async () => {
    const { agent, csrfToken } = await adminAgent();
    const employee = await demoEmployee(agent);
    const saved = await agent
      .put(`/api/users/${employee.id}`)
      .set('X-CSRF-Token', csrfToken)
      .send(employee)
      .expect(200);
    expect(saved.body.data).toEqual(employee);
  });

  it('changes only the fields it is sent: the employee keeps their branches and flags', async () => {
    const { agent, csrfToken } = await adminAgent();
    const employee = await demoEmployee(agent);
    const saved = await agent
      .put(`/api/users/${employee.id}`)
      .set('X-CSRF-Token', csrfToken)
      .send({ name: 'Max Neumann' })
      .expect(200);
    expect(saved.body.data).toEqual({ ...employee, name: 'Max Neumann' });
  });
});

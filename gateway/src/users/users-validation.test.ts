/**
 * Issue 19, "each entity's validation errors are German and per field", for staff accounts: what
 * POST and PUT /api/users refuse, with the SPEC §5 wording (`MESSAGES` of @theke/contracts) at the
 * field it concerns, and that a refused write stores nothing. The catalogue behind this gateway
 * is the test gateway's echo service, which knows the branches 1 and 2.
 */
import { MESSAGES } from '@theke/contracts';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { type BrowserSession, createStaff, signedInAdmin } from '../testing/staff-sessions';
import { User } from './user.model';

let harness: TestGateway;
let admin: BrowserSession;

beforeAll(async () => {
  harness = await startTestGateway();
  admin = await signedInAdmin(harness.gateway.url);
});

afterAll(async () => {
  await harness.close();
});

const post = (body: object) => admin.agent.post('/api/users').set('X-CSRF-Token', admin.csrfToken).send(body);
const put = (id: number, body: object) => admin.agent.put(`/api/users/${id}`).set('X-CSRF-Token', admin.csrfToken).send(body);

const allUsers = async () => (await admin.agent.get('/api/users').expect(200)).body.data as Array<Record<string, unknown>>;
const oneUser = async (id: number) => (await admin.agent.get(`/api/users/${id}`).expect(200)).body.data as Record<string, unknown>;

const valid = { username: 'neu-angelegt', password: 'geheim-1234', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 1 }] };

/** One mistake of an otherwise valid account and the one error it earns. */
const mistakes = [
  { mistake: 'a blank username', change: { username: '' }, error: { field: 'username', message: MESSAGES.notBlank } },
  { mistake: 'a username of blanks', change: { username: '   ' }, error: { field: 'username', message: MESSAGES.notBlank } },
  { mistake: 'a username with a space', change: { username: 'Anna Admin' }, error: { field: 'username', message: MESSAGES.invalid } },
  { mistake: 'a username of two letters', change: { username: 'an' }, error: { field: 'username', message: MESSAGES.tooShort(3) } },
  { mistake: 'an unknown role', change: { roles: ['ROLE_SUPER_ADMIN'] }, error: { field: 'roles.0', message: MESSAGES.choice } },
  { mistake: 'no role', change: { roles: [] }, error: { field: 'roles', message: MESSAGES.tooFew(1) } },
  { mistake: 'a password of 7 characters', change: { password: '1234567' }, error: { field: 'password', message: MESSAGES.tooShort(8) } },
  { mistake: 'an unknown branch', change: { branches: [{ id: 1 }, { id: 999 }] }, error: { field: 'branches.1.id', message: MESSAGES.choice } },
  { mistake: 'an invalid e-mail address', change: { email: 'kein-at' }, error: { field: 'email', message: MESSAGES.email } },
];

describe('POST /api/users refuses a wrong account with 422 and the German message at its field', () => {
  it.each(mistakes)('refuses $mistake and stores nothing', async ({ change, error }) => {
    const before = await allUsers();
    const refused = await post({ ...valid, ...change }).expect(422);
    expect(refused.body.errors).toEqual([expect.objectContaining(error)]);
    expect(await allUsers()).toEqual(before);
  });

  it('names every mistake of one payload at once', async () => {
    const refused = await post({ username: 'Anna Admin', password: 'kurz', roles: ['ROLE_CHEF'] }).expect(422);
    expect(refused.body.errors.map(({ field, message }: { field: string; message: string }) => ({ field, message }))).toEqual([
      { field: 'username', message: MESSAGES.invalid },
      { field: 'roles.0', message: MESSAGES.choice },
      { field: 'password', message: MESSAGES.tooShort(8) },
    ]);
  });

  it('refuses a username that is already used with 409 and the §5 message at the username', async () => {
    const before = await allUsers();
    const refused = await post({ ...valid, username: 'mitarbeiter' }).expect(409);
    expect(refused.body.errors).toEqual([{ field: 'username', message: MESSAGES.alreadyUsed, code: 'already_used' }]);
    expect(await allUsers()).toEqual(before);
  });

  it('takes the same account once the mistakes are gone', async () => {
    const created = await post(valid).expect(201);
    expect(created.body.data).toMatchObject({ username: 'neu-angelegt', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 1 }] });
  });
});

describe('PUT /api/users/{id} refuses a wrong change with the German message at its field', () => {
  let account: { id: number };

  beforeAll(async () => {
    account = await createStaff(admin, { username: 'zu-aendern', branches: [{ id: 2 }] });
  });

  it.each(mistakes)('refuses $mistake and changes nothing', async ({ change, error }) => {
    const before = await oneUser(account.id);
    const refused = await put(account.id, change).expect(422);
    expect(refused.body.errors).toEqual([expect.objectContaining(error)]);
    expect(await oneUser(account.id)).toEqual(before);
  });

  it('refuses another account’s username with 409 and changes nothing', async () => {
    const before = await oneUser(account.id);
    const refused = await put(account.id, { username: 'admin' }).expect(409);
    expect(refused.body.errors).toEqual([{ field: 'username', message: MESSAGES.alreadyUsed, code: 'already_used' }]);
    expect(await oneUser(account.id)).toEqual(before);
  });

  it('keeps a branch the catalogue no longer knows when the account is saved back as read', async () => {
    // The branch was deleted in svc-catalog after the employee was given it: only new branches are checked.
    await User.update({ branchIds: [2, 77] }, { where: { id: account.id } });
    const stored = await oneUser(account.id);
    const saved = await put(account.id, { ...stored, name: 'Zu Ändern' }).expect(200);
    expect(saved.body.data.branches).toEqual([{ id: 2 }, { id: 77 }]);
    const refused = await put(account.id, { branches: [{ id: 2 }, { id: 77 }, { id: 78 }] }).expect(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'branches.2.id', message: MESSAGES.choice })]);
  });
});

import { Router } from 'express';
import Joi from 'joi';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, userDescription, type PayloadOf } from '@theke/contracts';
import {
  Conflict,
  type ErrorItem,
  Invalid,
  MESSAGES,
  NotFound,
  findAtPeer,
  ROLE_ADMIN,
  ServiceUnavailable,
  createPeerClient,
  entitySchemas,
  expectedVersion,
  principalOf,
  recordChange,
  requireRole,
  validate,
} from '@theke/server';
import { Op, type Transaction, UniqueConstraintError } from 'sequelize';
import type { LoginThrottle } from '../auth/login-throttle';
import type { ServiceUrls } from '../proxy/service-map';
import { accessTokenRouter } from '../time-tracking/access-token.routes';
import { ownPasswordRouter } from './own-password.routes';
import { hashPassword } from './passwords';
import { type AdministratorState, isActiveAdministrator, refuseUserChange } from './user-rules';
import { User, toUserView } from './user.model';

/**
 * The account fields come from the one description (@theke/contracts `userDescription`), as the
 * back-office's form does. A PUT changes only the keys sent (no defaults, which would reset a
 * stored employee's branches), and a user as GET shows it is a valid body (the round trip: `id`
 * is dropped, `version` taken off first). E-mail domains are not checked against the IANA list:
 * the demo's reserved `.example` addresses must survive a round trip. The password is write-only
 * and never trimmed.
 */
const { schema: describedCreate, updateSchema: describedUpdate } = entitySchemas(userDescription, {
  roles: (schema) => schema.required(),
});
const password = Joi.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

const updateSchema = describedUpdate.keys({ password });

const createSchema = describedCreate.keys({ password: password.required() });

/** A validated body: the described fields sent (an instant as joi's Date) and the write-only password. */
type UserPayload = Omit<PayloadOf<typeof userDescription>, 'version' | 'expiresAt'> & {
  expiresAt?: Date | null;
  password?: string;
};

async function toAttributes(payload: UserPayload): Promise<Record<string, unknown>> {
  const { password, branches: branchList, ...rest } = payload;
  return {
    ...rest,
    ...(password ? { passwordHash: await hashPassword(password) } : {}),
    ...(branchList ? { branchIds: branchList.map((branch) => branch.id) } : {}),
  };
}

/** Whether svc-catalog has a branch. */
export type BranchLookup = (branchId: number) => Promise<boolean>;

/** Asks svc-catalog for the branch (a service read); an unreachable catalogue is a 503. */
export function catalogBranches(services: ServiceUrls, internalSecret: string): BranchLookup {
  const catalog = createPeerClient('gateway', { catalog: services.catalog }, internalSecret);
  return async (branchId) => {
    const branch = await findAtPeer(catalog, 'catalog', `/branches/${branchId}`).catch(() => {
      throw new ServiceUnavailable();
    });
    return branch !== null;
  };
}

/**
 * A branch an account is newly given must exist: SPEC §5's wrong choice at `branches.{i}.id`.
 * Branches the account already has are not asked about (one the catalogue has deleted since does
 * not stop the account being saved back as read).
 */
async function checkNewBranches(branches: UserPayload['branches'], kept: readonly number[], exists: BranchLookup): Promise<void> {
  if (!branches) return;
  const items: ErrorItem[] = [];
  // One question at a time: a list of up to 500 new branches must not flood the catalogue.
  for (const [index, branch] of branches.entries()) {
    if (!kept.includes(branch.id) && !(await exists(branch.id)))
      items.push({ field: `branches.${index}.id`, message: MESSAGES.choice, code: 'invalid_choice' });
  }
  if (items.length > 0) throw new Invalid(items);
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(MESSAGES.alreadyUsed, 'username', 'already_used');
    throw error;
  }
}

async function findUser(id: string | undefined, transaction?: Transaction): Promise<User> {
  const user = Number.isInteger(Number(id)) ? await User.findByPk(Number(id), { transaction }) : null;
  if (!user) throw new NotFound();
  return user;
}

/**
 * Runs a change to an account while no other change to any account runs: two administrators
 * demoting each other at once must not both succeed (the second sees the first's result).
 */
function withAccountsLocked<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const sequelize = User.sequelize;
  if (!sequelize) throw new Error('User model not initialised');
  return sequelize.transaction(async (transaction) => {
    await sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('theke.gateway.users'))`, { transaction });
    return work(transaction);
  });
}

async function otherActiveAdministrators(user: User, transaction: Transaction): Promise<number> {
  const admins = await User.findAll({
    where: { id: { [Op.ne]: user.id }, roles: { [Op.contains]: [ROLE_ADMIN] } },
    transaction,
  });
  return admins.filter((admin) => isActiveAdministrator(admin)).length;
}

function stateAfter(user: User, attributes: Record<string, unknown>): AdministratorState {
  const changed = { roles: user.roles, isEnabled: user.isEnabled, isLocked: user.isLocked, expiresAt: user.expiresAt, ...attributes };
  return changed as AdministratorState;
}

/**
 * Issue 19: a user as the audit log shows it, without the lock version every save raises; the
 * hash only reveals that the password changed ('***').
 */
function loggedUser(user: User) {
  const { version: _version, ...view } = toUserView(user);
  return { ...view, password: user.passwordHash };
}

/**
 * SPEC §7 users CRUD (mounted at /users), for administrators only; anyone's own password and
 * clock-link token first.
 */
export function usersRouter(throttle: LoginThrottle, branchExists: BranchLookup): Router {
  const router = Router();
  router.use(ownPasswordRouter(throttle));
  router.use(accessTokenRouter());
  router.use(requireRole(ROLE_ADMIN));
  router.get('/', async (_req, res) => {
    const users = await User.findAll({ order: [['id', 'ASC']] });
    res.json({ data: users.map(toUserView) });
  });
  router.get('/:id', async (req, res) => {
    res.json({ data: toUserView(await findUser(req.params.id)) });
  });
  router.post('/', async (req, res) => {
    // A copy of an account sends its version along; a new account starts at 1 whatever it says.
    const { version: _ignored, ...body } = (req.body ?? {}) as Record<string, unknown>;
    const payload = validate<UserPayload>(createSchema, body);
    await checkNewBranches(payload.branches, [], branchExists);
    const attributes = await toAttributes(payload);
    const user = await saving(() =>
      withAccountsLocked(async (transaction) => {
        const created = await User.create(attributes, { transaction });
        const after = loggedUser(created);
        await recordChange(req, transaction, { entity: 'user', entityId: created.id, action: 'created', before: null, after, titleField: 'username' });
        return created;
      }),
    );
    res.status(201).json({ data: toUserView(user) });
  });
  router.put('/:id', async (req, res) => {
    const { version: sentVersion, ...body } = (req.body ?? {}) as Record<string, unknown>;
    const expected = expectedVersion(sentVersion, req);
    const payload = validate<UserPayload>(updateSchema, body);
    if (payload.branches) await checkNewBranches(payload.branches, (await findUser(req.params.id)).branchIds, branchExists);
    // argon2 takes a moment: hash before the lock is taken.
    const attributes = await toAttributes(payload);
    const user = await withAccountsLocked(async (transaction) => {
      const found = await findUser(req.params.id, transaction);
      // Under the accounts' lock: two saves of one version cannot both pass.
      if (expected !== undefined && expected !== found.version)
        throw new Conflict(MESSAGES.staleVersion, 'version', 'stale_version');
      attributes.version = found.version + 1;
      refuseUserChange(found, stateAfter(found, attributes), {
        isOwnAccount: found.id === principalOf(req).userId,
        otherActiveAdministrators: await otherActiveAdministrators(found, transaction),
      });
      const before = loggedUser(found);
      const updated = await saving(() => found.update(attributes, { transaction }));
      const after = loggedUser(updated);
      await recordChange(req, transaction, { entity: 'user', entityId: updated.id, action: 'updated', before, after, titleField: 'username' });
      return updated;
    });
    res.json({ data: toUserView(user) });
  });
  router.delete('/:id', async (req, res) => {
    await withAccountsLocked(async (transaction) => {
      const user = await findUser(req.params.id, transaction);
      refuseUserChange(user, null, {
        isOwnAccount: user.id === principalOf(req).userId,
        otherActiveAdministrators: await otherActiveAdministrators(user, transaction),
      });
      const before = loggedUser(user);
      await user.destroy({ transaction });
      await recordChange(req, transaction, { entity: 'user', entityId: user.id, action: 'deleted', before, after: null, titleField: 'username' });
    });
    res.status(204).end();
  });
  return router;
}

import { Router } from 'express';
import Joi from 'joi';
import { Conflict, MESSAGES, NotFound, ROLE_ADMIN, ROLE_EMPLOYEE, requireRole, validate, instantDate, entityId } from '@theke/server';
import { UniqueConstraintError } from 'sequelize';
import { hashPassword } from './passwords';
import { User, toUserView } from './user.model';

const roles = Joi.array().items(Joi.string().valid(ROLE_ADMIN, ROLE_EMPLOYEE)).min(1);
const branches = Joi.array().items(Joi.object({ id: entityId().required() }).unknown(true));

/**
 * A user as PUT takes it: only the keys sent change (no defaults, which would reset a stored
 * employee's branches), and a user as GET shows it is a valid body (the round trip: `id` is
 * dropped). E-mail domains are not checked against the IANA list, as for branches: the demo's
 * reserved `.example` addresses must survive a round trip.
 */
const updateSchema = Joi.object({
  id: Joi.any().strip(),
  username: Joi.string().trim().min(3).max(180).pattern(/^[a-zA-Z0-9._-]+$/),
  password: Joi.string().min(8).max(200),
  name: Joi.string().trim().max(255).allow('', null),
  email: Joi.string().trim().email({ tlds: false }).max(255).allow('', null),
  roles,
  branches,
  isEnabled: Joi.boolean(),
  isLocked: Joi.boolean(),
  expiresAt: instantDate().allow(null),
});

const createSchema = updateSchema.keys({
  username: updateSchema.extract('username').required(),
  password: updateSchema.extract('password').required(),
  roles: roles.required(),
  branches: branches.default([]),
  isEnabled: Joi.boolean().default(true),
  isLocked: Joi.boolean().default(false),
  expiresAt: instantDate().allow(null).default(null),
});

interface UserPayload {
  username?: string;
  password?: string;
  name?: string | null;
  email?: string | null;
  roles?: string[];
  branches?: Array<{ id: number }>;
  isEnabled?: boolean;
  isLocked?: boolean;
  expiresAt?: Date | null;
}

async function toAttributes(payload: UserPayload): Promise<Record<string, unknown>> {
  const { password, branches: branchList, ...rest } = payload;
  return {
    ...rest,
    ...(password ? { passwordHash: await hashPassword(password) } : {}),
    ...(branchList ? { branchIds: branchList.map((branch) => branch.id) } : {}),
  };
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(MESSAGES.alreadyUsed, 'username', 'already_used');
    throw error;
  }
}

async function findUser(id: string | undefined): Promise<User> {
  const user = Number.isInteger(Number(id)) ? await User.findByPk(Number(id)) : null;
  if (!user) throw new NotFound();
  return user;
}

/** SPEC §7 users CRUD (mounted at /users), for administrators only. */
export function usersRouter(): Router {
  const router = Router();
  router.use(requireRole(ROLE_ADMIN));
  router.get('/', async (_req, res) => {
    const users = await User.findAll({ order: [['id', 'ASC']] });
    res.json({ data: users.map(toUserView) });
  });
  router.get('/:id', async (req, res) => {
    res.json({ data: toUserView(await findUser(req.params.id)) });
  });
  router.post('/', async (req, res) => {
    const payload = validate<UserPayload>(createSchema, req.body ?? {});
    const user = await saving(async () => User.create(await toAttributes(payload)));
    res.status(201).json({ data: toUserView(user) });
  });
  router.put('/:id', async (req, res) => {
    const payload = validate<UserPayload>(updateSchema, req.body ?? {});
    const user = await findUser(req.params.id);
    await saving(async () => user.update(await toAttributes(payload)));
    res.json({ data: toUserView(user) });
  });
  router.delete('/:id', async (req, res) => {
    const user = await findUser(req.params.id);
    await user.destroy();
    res.status(204).end();
  });
  return router;
}

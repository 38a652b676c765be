import { Router, type Request } from 'express';
import {
  NotFound,
  ROLE_ADMIN,
  Unauthorized,
  principalOf,
  recordChange,
  requireRole,
  requireStaff,
} from '@theke/server';
import { User } from '../users/user.model';
import { accessTokenView, newClockToken } from './clock-token';

/** The token as the audit log shows it: the field's name makes the change log write '***' (ChangeRecorded). */
const logged = (username: string, token: string | null) => ({ username, accessToken: token });

/**
 * Sets the user's token to what `next` makes of the current one, under the user's row lock (two
 * first reads at once must not hand out two tokens of which one is already overwritten), and logs
 * the change in its own transaction. The token is not part of the user form: the version stays.
 */
async function changeToken(
  req: Request,
  userId: number,
  next: (current: string | null) => string | null,
): Promise<User> {
  const sequelize = User.sequelize;
  if (!sequelize) throw new Error('User model not initialised');
  return sequelize.transaction(async (transaction) => {
    const user = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw new NotFound();
    const before = user.timeTrackingToken;
    const after = next(before);
    if (after === before) return user;
    await user.update({ timeTrackingToken: after }, { transaction });
    await recordChange(req, transaction, {
      entity: 'user',
      entityId: user.id,
      action: 'updated',
      before: logged(user.username, before),
      after: logged(user.username, after),
      titleField: 'username',
    });
    return user;
  });
}

const keepOrCreate = (current: string | null) => current ?? newClockToken();
const renew = () => newClockToken();
const revoke = () => null;

function ownId(req: Request): number {
  const { userId } = principalOf(req);
  if (userId === null) throw new Unauthorized();
  return userId;
}

function idOf(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound();
  return id;
}

/**
 * The clock link's token (ADR 0041), mounted at /users before the administrators-only CRUD:
 * everyone reads (created on first read) and renews their own; administrators read, renew and
 * revoke anyone's. Renewing or revoking ends the old link at once: the gateway checks the stored
 * token on every call.
 */
export function accessTokenRouter(): Router {
  const router = Router();
  router.get('/me/access-token', requireStaff, async (req, res) => {
    const found = await User.findByPk(ownId(req));
    if (!found) throw new Unauthorized();
    const user = found.timeTrackingToken ? found : await changeToken(req, found.id, keepOrCreate);
    res.json({ data: accessTokenView(user) });
  });
  router.post('/me/access-token', requireStaff, async (req, res) => {
    res.json({ data: accessTokenView(await changeToken(req, ownId(req), renew)) });
  });

  const adminOnly = requireRole(ROLE_ADMIN);
  router.get('/:id/access-token', adminOnly, async (req, res) => {
    const user = await User.findByPk(idOf(req));
    if (!user) throw new NotFound();
    res.json({ data: accessTokenView(user) });
  });
  router.post('/:id/access-token', adminOnly, async (req, res) => {
    res.json({ data: accessTokenView(await changeToken(req, idOf(req), renew)) });
  });
  router.delete('/:id/access-token', adminOnly, async (req, res) => {
    res.json({ data: accessTokenView(await changeToken(req, idOf(req), revoke)) });
  });
  return router;
}

import { Router } from 'express';
import Joi from 'joi';
import { Invalid, principalOf, requireStaff, Unauthorized, validate } from '@theke/server';
import { QueryTypes } from 'sequelize';
import type { LoginThrottle } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { User, toUserView } from './user.model';

/** The password change's German messages, per field. */
export const OWN_PASSWORD_MESSAGES = {
  wrongCurrentPassword: 'Das aktuelle Passwort ist nicht korrekt.',
  unchanged: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
} as const;

const passwordSchema = Joi.object({
  currentPassword: Joi.string().max(200).required(),
  // As an administrator sets it (users.routes.ts).
  password: Joi.string().min(8).max(200).required(),
});

/** Ends the account's other sessions: whoever knew the old password is signed out. */
async function endOtherSessions(user: User, currentSessionId: string): Promise<void> {
  const sequelize = User.sequelize;
  if (!sequelize) throw new Error('User model not initialised');
  await sequelize.query(
    `DELETE FROM sessions WHERE sid <> :sid AND (sess::jsonb #>> '{passport,user}') = :userId`,
    { replacements: { sid: currentSessionId, userId: String(user.id) }, type: QueryTypes.DELETE },
  );
}

/**
 * PUT /api/users/me/password (issue 19): every staff member changes their own password, and only
 * their own, by proving the current one. The check is throttled as a login is: a session left
 * open must not become a way to guess the password.
 */
export function ownPasswordRouter(throttle: LoginThrottle): Router {
  const router = Router();
  router.put('/me/password', requireStaff, async (req, res) => {
    const { currentPassword, password } = validate<{ currentPassword: string; password: string }>(
      passwordSchema,
      req.body ?? {},
    );
    const userId = principalOf(req).userId;
    const user = userId === null ? null : await User.findByPk(userId);
    if (!user) throw new Unauthorized();
    await throttle.reserveAttempt(req, user.username);
    if (!(await verifyPassword(user.passwordHash, currentPassword)))
      throw new Invalid([
        { message: OWN_PASSWORD_MESSAGES.wrongCurrentPassword, field: 'currentPassword', code: 'wrong_current_password' },
      ]);
    await throttle.recordSuccess(req, user.username);
    if (currentPassword === password)
      throw new Invalid([{ message: OWN_PASSWORD_MESSAGES.unchanged, field: 'password', code: 'unchanged_password' }]);
    await user.update({ passwordHash: await hashPassword(password) });
    await endOtherSessions(user, req.sessionID);
    res.json({ data: toUserView(user) });
  });
  return router;
}

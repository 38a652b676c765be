import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Pool } from 'pg';
import { MESSAGES } from '@theke/server';
import { dummyPasswordHash, verifyPassword } from '../users/passwords';
import type { StaffUser } from '@theke/contracts';
import { User, toUserView } from '../users/user.model';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- passport's augmentation point
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with StaffUser
    interface User extends StaffUser {}
  }
}

/** Why a login was refused, in the spec's German (SPEC §5 login errors). */
export interface LoginRefusal {
  message: string;
  code: string;
}

export function accountProblem(user: User, now = new Date()): LoginRefusal | null {
  if (!user.isEnabled) return { message: MESSAGES.accountDisabled, code: 'account_disabled' };
  if (user.isLocked) return { message: MESSAGES.accountLocked, code: 'account_locked' };
  if (user.expiresAt && user.expiresAt <= now) return { message: MESSAGES.accountExpired, code: 'account_expired' };
  return null;
}

/**
 * What a session's user is read with on every staff request: the user as the API shows it (no
 * hash, no clock token), as a plain row straight from the pool in a prepared statement. Through
 * Sequelize the same read cost the gateway about a fifth of its CPU per request (ADR 0028).
 */
const SESSION_USER_QUERY = {
  name: 'gateway-session-user',
  text: 'SELECT id, username, name, email, roles, "branchIds", "isEnabled", "isLocked", "expiresAt", version FROM users WHERE id = $1',
};

/**
 * The gateway's own passport (not the module's shared instance, so two gateways in one process
 * never share serializers): passport-local with argon2id, where unknown users cost the same time
 * as wrong passwords, and the session's user read from `pool`.
 */
export function configurePassport(pool: Pool): passport.Authenticator {
  const authenticator = new passport.Passport();
  authenticator.use(
    new LocalStrategy(async (username, password, done) => {
      try {
        const user = await User.findOne({ where: { username: username.trim() } });
        const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
        if (!user || !valid) return done(null, false, { message: MESSAGES.invalidCredentials, code: 'invalid_credentials' } as never);
        const problem = accountProblem(user);
        if (problem) return done(null, false, problem as never);
        return done(null, toUserView(user));
      } catch (error) {
        return done(error);
      }
    }),
  );
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser(async (id: number, done) => {
    try {
      const { rows } = await pool.query<User>({ ...SESSION_USER_QUERY, values: [id] });
      const user = rows[0];
      // A disabled, locked or deleted account loses its session at the next request.
      done(null, user && !accountProblem(user) ? toUserView(user) : false);
    } catch (error) {
      done(error);
    }
  });
  return authenticator;
}

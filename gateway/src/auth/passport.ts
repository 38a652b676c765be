import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
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

/** What a session's user is read with: the user as the API shows it (no hash, no clock token). */
const SESSION_USER_COLUMNS = ['id', 'username', 'name', 'email', 'roles', 'branchIds', 'isEnabled', 'isLocked', 'expiresAt', 'version'];

/** passport-local with argon2id; unknown users cost the same time as wrong passwords. */
export function configurePassport(): passport.PassportStatic {
  passport.use(
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
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser(async (id: number, done) => {
    try {
      // On every staff request: the columns the session needs as a plain row, no model instance (ADR 0028).
      const user = await User.findByPk(id, { raw: true, attributes: SESSION_USER_COLUMNS });
      // A disabled, locked or deleted account loses its session at the next request.
      done(null, user && !accountProblem(user) ? toUserView(user) : false);
    } catch (error) {
      done(error);
    }
  });
  return passport;
}

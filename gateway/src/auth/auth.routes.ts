import { Router, type NextFunction, type Request, type Response } from 'express';
import type passport from 'passport';
import Joi from 'joi';
import { jsonBody, Unauthorized, validate } from '@theke/server';
import { csrfToken } from './csrf';
import type { LoginThrottle } from './login-throttle';
import type { LoginRefusal } from './passport';
import { SESSION_COOKIE } from './session';
import { logIn } from './sign-in';

const loginSchema = Joi.object({
  username: Joi.string().trim().max(180).required(),
  password: Joi.string().max(200).required(),
});

function authenticate(authenticator: passport.Authenticator, req: Request, res: Response, next: NextFunction): Promise<Express.User | LoginRefusal> {
  return new Promise((resolve, reject) => {
    authenticator.authenticate('local', (error: unknown, user: Express.User | false, info: LoginRefusal | undefined) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(user || (info ?? { message: 'Fehlerhafte Zugangsdaten.', code: 'invalid_credentials' }));
    })(req, res, next);
  });
}

function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.logOut({ keepSessionInfo: false }, (error) => {
      if (error) return reject(error);
      req.session.destroy((destroyError) => (destroyError ? reject(destroyError) : resolve()));
    }),
  );
}

/** The pinned staff-session endpoints (ARCHITECTURE.md "Staff session"). */
export function authRouter(throttle: LoginThrottle, authenticator: passport.Authenticator): Router {
  const router = Router();

  router.get('/csrf', (req, res) => {
    res.json({ data: { csrfToken: csrfToken(req) } });
  });

  router.post('/login', ...jsonBody('10kb'), async (req, res, next) => {
    const { username } = validate<{ username: string; password: string }>(loginSchema, req.body ?? {});
    await throttle.reserveAttempt(req, username);
    const outcome = await authenticate(authenticator, req, res, next);
    if (!('id' in outcome)) throw new Unauthorized(outcome.message, outcome.code);
    await throttle.recordSuccess(req, username);
    await logIn(req, outcome);
    res.json({ data: outcome });
  });

  router.post('/logout', async (req, res) => {
    if (req.session) await endSession(req);
    res.clearCookie(SESSION_COOKIE);
    res.json({ data: null });
  });

  router.get('/users/me', (req, res) => {
    if (!req.user) throw new Unauthorized();
    res.json({ data: req.user });
  });

  return router;
}

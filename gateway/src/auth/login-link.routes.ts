import { Router, type Request } from 'express';
import Joi from 'joi';
import { jsonBody, Unauthorized, validate } from '@theke/server';
import type { LoginLinks } from './login-links';
import type { LoginThrottle } from './login-throttle';
import { logIn } from './sign-in';

const requestSchema = Joi.object({
  // A username or the account's e-mail address.
  username: Joi.string().trim().max(255).required(),
});

const signInSchema = Joi.object({
  token: Joi.string().trim().max(200).required(),
});

export interface LoginLinkRouterOptions {
  links: LoginLinks;
  /** The link requests' own budget (per name and address). */
  requestThrottle: LoginThrottle;
  /** The password login's budget: a refused link counts as a failed login of the address. */
  loginThrottle: LoginThrottle;
  /** `PUBLIC_URL`; without it links point at the address the request was sent to (ADR 0029). */
  publicUrl: string | null;
}

function requestBaseUrl(req: Request): string {
  // Behind TRUST_PROXY hops, Express reads protocol and host from X-Forwarded-Proto/-Host.
  return `${req.protocol}://${req.host}`;
}

/**
 * Sign-in by one-time link (issue 19): POST /api/login-link asks for a mail, POST
 * /api/login-link/sign-in takes the token the back-office page read from the link. Both need the
 * session's CSRF token, as the login does.
 */
export function loginLinkRouter(options: LoginLinkRouterOptions): Router {
  const router = Router();

  // The same 202 whether or not the name belongs to someone; the mail goes out afterwards.
  router.post('/login-link', ...jsonBody('10kb'), async (req, res) => {
    const { username } = validate<{ username: string }>(requestSchema, req.body ?? {});
    await options.requestThrottle.reserveAttempt(req, username);
    options.links.sendLater(username, options.publicUrl ?? requestBaseUrl(req));
    res.status(202).json({ data: null });
  });

  router.post('/login-link/sign-in', ...jsonBody('10kb'), async (req, res) => {
    const { token } = validate<{ token: string }>(signInSchema, req.body ?? {});
    await options.loginThrottle.reserveAddressAttempt(req);
    const outcome = await options.links.redeem(token);
    if (!('id' in outcome)) throw new Unauthorized(outcome.message, outcome.code);
    await options.loginThrottle.recordAddressSuccess(req);
    await logIn(req, outcome);
    res.json({ data: outcome });
  });

  return router;
}

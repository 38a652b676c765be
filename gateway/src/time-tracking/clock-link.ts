import type { RequestHandler } from 'express';
import { Unauthorized, isStaff } from '@theke/server';
import type { LoginThrottle } from '../auth/login-throttle';
import { accountProblem } from '../auth/passport';
import { principalOfUser } from '../proxy/principal';
import { forwardAs } from '../proxy/proxy';
import { User, toUserView } from '../users/user.model';
import { clockTokenMatches } from './clock-token';

/** The first /api segment of every time tracking call (the service map sends it to svc-workforce). */
const CLOCK_SEGMENT = 'time-tracking';

export const INVALID_ACCESS_TOKEN = {
  message: 'Der Zugangslink ist ungültig oder wurde erneuert.',
  code: 'invalid-access-token',
} as const;

const invalidLink = () => new Unauthorized(INVALID_ACCESS_TOKEN.message, INVALID_ACCESS_TOKEN.code);

function decoded(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/**
 * `/api/time-tracking/{username}/{token}/<rest>` (ADR 0041): a phone or branch tablet clocks in
 * without a staff session. Mounted before the session, so a staff cookie the browser also sends
 * neither changes whose time it is nor asks for a CSRF token (nothing here is cookie-authenticated).
 * The pair is checked within the `time-tracking` budget, then the call goes through the one proxy
 * as `/time-tracking/<rest>` (query kept) with the link owner's principal: the token never reaches
 * the service, and logs show paths through `withoutClockTokens`. Every call under the segment ends
 * here, so none reaches the service as a guest.
 */
export function clockLinks(throttle: LoginThrottle, forward: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    // Split as the service map splits: whatever it would route to svc-workforce is checked here.
    const [first, nameSegment, token, ...rest] = req.path.split('/').filter(Boolean);
    if (first !== CLOCK_SEGMENT) return next();
    const username = decoded(nameSegment);
    // Nothing to check, so nothing to count.
    if (!username || !token) throw invalidLink();
    await throttle.reserveTokenAttempt(req, username);
    const user = await User.findOne({ where: { username } });
    if (!clockTokenMatches(user?.timeTrackingToken, token) || !user) throw invalidLink();
    // As at the login: only the right secret learns why the account may not clock in.
    const problem = accountProblem(user);
    if (problem) throw new Unauthorized(problem.message, problem.code);
    const principal = principalOfUser(toUserView(user));
    if (!isStaff(principal)) throw invalidLink();
    await throttle.returnTokenAttempt(req, username);
    req.principal = principal;
    forwardAs(req, `/api/${CLOCK_SEGMENT}/${rest.join('/')}${queryOf(req.url)}`);
    // The clock page sends no Referer (no-referrer), but a client might: it would carry the token.
    delete req.headers.referer;
    return forward(req, res, next);
  };
}

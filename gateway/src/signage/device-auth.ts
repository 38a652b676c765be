import type { Request, RequestHandler } from 'express';
import { ROLE_SIGNAGE_DEVICE, SIGNAGE_DEVICE_AUTH_SCHEME, type SignageDeviceIdentity } from '@theke/contracts';
import { Unauthorized, type Principal } from '@theke/server';
import type { LoginThrottle } from '../auth/login-throttle';
import { resumePointOf } from '../events/events.routes';
import type { LiveEventHub } from '../events/live-event-hub';
import { forwardAs } from '../proxy/proxy';
import { signageDeviceAudience } from './device-audience';
import { tokenDigest, type DeviceIdentities } from './device-identities';

/** The player's calls (the service map sends them to svc-content); the pickup board is svc-orders'. */
const PLAYER_SEGMENT = 'digital-signage-player';
const PICKUP_BOARD = `/${PLAYER_SEGMENT}/pickup-board`;
const HEADER = new RegExp(`^${SIGNAGE_DEVICE_AUTH_SCHEME}\\s+([A-Za-z0-9_-]{1,200})\\s*$`);

export const INVALID_DEVICE_TOKEN = {
  message: 'Dieser Fernseher ist nicht (mehr) gekoppelt.',
  code: 'invalid-device-token',
} as const;

/** How the services see a paired TV: its role, its branch and its device id. */
export function devicePrincipal({ deviceId, branchId }: SignageDeviceIdentity): Principal {
  return { userId: null, username: null, roles: [ROLE_SIGNAGE_DEVICE], branchIds: [branchId], deviceId };
}

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export interface SignageDeviceOptions {
  identities: DeviceIdentities;
  /** The clock links' kind of budget (ADR 0041), counted per address and token. */
  throttle: LoginThrottle;
  hub: LiveEventHub;
  /** The one proxy (`/api` dispatch by first segment). */
  forward: RequestHandler;
}

/**
 * A token not checked lately is checked within the throttle budget (reserved before, given back
 * when correct). One known to be correct skips the budget: the budget is there against guessing,
 * and the TVs of a branch behind one address all re-read their board at the same order event
 * (more than the budget's 20 in flight at once were refused 429 in bench/signage-players).
 */
async function checkWithinBudget(token: string, req: Request, identities: DeviceIdentities, throttle: LoginThrottle): Promise<SignageDeviceIdentity> {
  const name = `device-${tokenDigest(token).slice(0, 16)}`;
  await throttle.reserveTokenAttempt(req, name);
  const identity = await identities.resolve(token);
  if (!identity) throw new Unauthorized(INVALID_DEVICE_TOKEN.message, INVALID_DEVICE_TOKEN.code);
  await throttle.returnTokenAttempt(req, name);
  return identity;
}

/**
 * `Authorization: Device <token>` (ADR 0042) on the player's calls and on `GET /api/events`:
 * mounted before the session, like the clock links, so a staff cookie changes nothing and no CSRF
 * token is asked. The token is checked within a throttle budget (a wrong one is 401 and counts),
 * then the call goes through the one proxy with the TV's principal, its header removed; the live
 * stream is the TV's own audience. Other paths ignore the header (the public catalogue reads).
 */
export function signageDevices({ identities, throttle, hub, forward }: SignageDeviceOptions): RequestHandler {
  return async (req, res, next) => {
    const token = HEADER.exec(req.get('authorization') ?? '')?.[1];
    const first = req.path.split('/').filter(Boolean)[0];
    const isStream = req.method === 'GET' && (req.path === '/events' || req.path === '/events/');
    if (!token || (first !== PLAYER_SEGMENT && !isStream)) return next();

    const identity = identities.known(token) ?? (await checkWithinBudget(token, req, identities, throttle));
    delete req.headers.authorization;

    if (isStream) return hub.connect(res, signageDeviceAudience(identity), resumePointOf(req));
    req.principal = devicePrincipal(identity);
    if (req.path === PICKUP_BOARD || req.path === `${PICKUP_BOARD}/`) {
      // svc-orders answers the board for the TV's branch, which its principal names.
      forwardAs(req, `/api/orders/pickup-board${queryOf(req.url)}`);
      req.url = `/orders/pickup-board${queryOf(req.url)}`;
    }
    return forward(req, res, next);
  };
}

import { createHash } from 'node:crypto';
import type { SignageDeviceIdentity } from '@theke/contracts';
import { ROLE_SERVICE, ServiceUnavailable, type Principal } from '@theke/server';
import type { ServiceUrls } from '../proxy/service-map';
import { serviceGet } from '../seo/service-reader';

/** A token that resolved keeps resolving this long without asking svc-content (TVs call often). */
export const DEVICE_CACHE_MS = 30_000;
/** svc-content's header for the token (`devices/device-identity.routes.ts`): never a path, paths are logged. */
const TOKEN_HEADER = 'x-signage-device-token';
const GATEWAY: Principal = { userId: null, username: 'svc-gateway', roles: [ROLE_SERVICE], branchIds: [] };

export const tokenDigest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');

export interface DeviceIdentities {
  /** The TV a token stands for, or null for a token no TV holds. */
  resolve(token: string): Promise<SignageDeviceIdentity | null>;
  /** The TV of a token that resolved within `DEVICE_CACHE_MS`, without asking; else null. */
  known(token: string): SignageDeviceIdentity | null;
}

/**
 * ADR 0042: svc-content knows which TV holds a token (it stores its SHA-256); the gateway asks it
 * with a service token and remembers a correct token briefly, keyed by its digest. A TV unpaired
 * meanwhile is refused by svc-content's player calls at once, the cache only spares the lookup.
 */
export function deviceIdentities(services: ServiceUrls, internalSecret: string, now = () => Date.now()): DeviceIdentities {
  const get = serviceGet(services, internalSecret);
  const known = new Map<string, { identity: SignageDeviceIdentity; until: number }>();
  const cachedOf = (key: string) => {
    const cached = known.get(key);
    return cached && cached.until > now() ? cached.identity : null;
  };
  return {
    known: (token) => cachedOf(tokenDigest(token)),
    async resolve(token) {
      const key = tokenDigest(token);
      const cached = cachedOf(key);
      if (cached) return cached;
      const response = await get('content', '/digital-signage-device-identity', { principal: GATEWAY, headers: { [TOKEN_HEADER]: token } }).catch(
        () => null,
      );
      if (response?.status === 404) return null;
      if (!response?.ok) throw new ServiceUnavailable();
      const identity = ((await response.json()) as { data: SignageDeviceIdentity }).data;
      if (known.size > 10_000) known.clear();
      known.set(key, { identity, until: now() + DEVICE_CACHE_MS });
      return identity;
    },
  };
}

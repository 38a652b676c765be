import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFound, createPeerClient, findAtPeer } from '@theke/server';
import type { ServiceUrls } from '../proxy/service-map';

/** A key that opened a stream keeps opening streams this long without asking the catalogue. */
export const KEY_CACHE_MS = 60_000;
const BRANCH_ID = /^[1-9]\d{0,9}$/;
const API_KEY = /^[A-Za-z0-9_-]{1,128}$/;

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

export interface BranchScreenKeys {
  /** The branch the key opens; a wrong key and an unknown branch are the same 404. */
  verify(branchId: string, apiKey: string): Promise<number>;
}

/**
 * Checks a branch screen's api key against the branch in svc-catalog (one indexed row read with a
 * service token, cheaper than svc-orders' frontdesk view, which also loads the live orders), and
 * remembers a correct key for a minute: screens reconnect often.
 */
export function branchScreenKeys(services: ServiceUrls, internalSecret: string, now = () => Date.now()): BranchScreenKeys {
  const catalog = createPeerClient('gateway', { catalog: services.catalog }, internalSecret);
  const known = new Map<string, number>();

  async function storedKey(branchId: number): Promise<string | null> {
    const branch = await findAtPeer<{ apiKey?: unknown }>(catalog, 'catalog', `/branches/${branchId}`);
    return typeof branch?.apiKey === 'string' ? branch.apiKey : null;
  }

  return {
    async verify(branchIdParam, apiKey) {
      if (!BRANCH_ID.test(branchIdParam) || !API_KEY.test(apiKey)) throw new NotFound();
      const branchId = Number(branchIdParam);
      const cacheKey = `${branchId}:${digest(apiKey).toString('base64url')}`;
      const until = known.get(cacheKey);
      if (until !== undefined && until > now()) return branchId;
      const stored = await storedKey(branchId);
      // Constant time: compare digests of equal length, never the raw strings.
      if (stored === null || !timingSafeEqual(digest(stored), digest(apiKey))) throw new NotFound();
      known.set(cacheKey, now() + KEY_CACHE_MS);
      return branchId;
    },
  };
}

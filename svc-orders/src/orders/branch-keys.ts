/**
 * The frontdesk and backoffice order views (SPEC §2, §7) need no staff login: the branch's
 * `apiKey` (svc-catalog, in the catalogue snapshot) is the credential.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { NotFound, ROLE_EMPLOYEE, type Principal } from '@theke/server';
import type { CatalogueSnapshot } from '../catalogue-cache/catalogue-snapshot';

export const KEY_VIEWS = ['frontdesk', 'backoffice'] as const;
export type KeyView = (typeof KEY_VIEWS)[number];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Never a branch's key: compared against for an unknown branch, so both misses take one path. */
const DECOY_KEY = randomBytes(24).toString('base64url');

/**
 * The branch id the key opens, or 404 — the same for an unknown branch, a branch without a key
 * and a wrong key; digests of equal length are compared in constant time.
 */
export function branchOfKey(snapshot: CatalogueSnapshot, branchId: number, apiKey: string): number {
  const stored = Number.isInteger(branchId) ? snapshot.branches.get(branchId)?.apiKey : undefined;
  const matches = timingSafeEqual(digest(stored || DECOY_KEY), digest(apiKey));
  if (!matches || !stored) throw new NotFound();
  return branchId;
}

/**
 * Whether the view exists at all: the counter display only with the frontdesk plugin (SPEC §1,
 * §3 `enablePluginFrontdesk`), read from the config snapshot, which `content.config.changed`
 * refreshes. Switched off, it is the same 404 as a wrong key; the backoffice desk is no plugin.
 */
export function isKeyViewEnabled(snapshot: CatalogueSnapshot, view: KeyView): boolean {
  return view !== 'frontdesk' || snapshot.config.enablePluginFrontdesk === true;
}

/**
 * Who acts through a key: an employee of that one branch and no user. The staff use cases then
 * apply their employee-of-branch rule, so another branch's order is a 404.
 */
export function keyPrincipal(view: KeyView, branchId: number): Principal {
  return { userId: null, username: `${view}-key`, roles: [ROLE_EMPLOYEE], branchIds: [branchId] };
}

/**
 * The entity fields the frontend foundation reads, named exactly as SPEC §3 names them.
 * Only what the shell and the remotes' route modules use is typed here; every field may be null.
 * Catalogue entities come from @theke/domain, which owns their rules.
 */
export type { Branch, Id, ImageReference, OpeningHourRule } from '@theke/domain';

/**
 * `GET /api/config`, derived from the one config description in @theke/contracts. A type-only
 * import: the guest bundles carry none of the description.
 */
export type { Config } from '@theke/contracts';

export interface Division {
  id: number | string;
  identifier?: string | null;
  title?: string | null;
  name?: string | null;
  description?: string | null;
  [field: string]: unknown;
}

export interface SiteContentEntry {
  type: string;
  value: unknown;
}

export interface Site {
  id: number | string;
  name: string;
  title: string | null;
  path: string;
  description: string | null;
  type: 'default' | 'job' | string;
  isPublic: boolean;
  content: { body?: SiteContentEntry[]; [field: string]: unknown } | null;
}

export type NavigationItemType = 'home' | 'site' | 'branch' | 'link';

export interface NavigationItem {
  type: NavigationItemType;
  label: string;
  /** Site or branch id for 'site'/'branch', an address for 'link'. */
  target: string | number | null;
  children?: NavigationItem[] | null;
  isEnabled: boolean;
}

export type NavigationIdentifier = 'main' | 'secondary' | 'mobile' | 'footer';

export interface Navigation {
  id: number | string;
  identifier: NavigationIdentifier | string;
  items: NavigationItem[];
}

export interface Block {
  id: number | string;
  identifier: string;
  name: string;
  type: string;
  isPublic: boolean;
  content: { text?: string | null; [field: string]: unknown } | null;
}

export interface User {
  id: number | string;
  username: string;
  name: string | null;
  roles: string[];
  branches: { id: number | string }[];
}

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';

/** Navigations of the public site (SPEC §2, §3 Navigation): main, secondary, mobile and footer. */

export const NAVIGATION_IDENTIFIERS = ['main', 'secondary', 'mobile', 'footer'] as const;
export type NavigationIdentifier = (typeof NAVIGATION_IDENTIFIERS)[number];

export const NAVIGATION_ITEM_TYPES = ['home', 'site', 'branch', 'link'] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

/** SPEC §2/§3 navigation item, nested to any depth. */
export interface NavigationItem {
  type: NavigationItemType;
  label: string;
  /** The site id ('site'), the branch id ('branch'), the address ('link'); null for 'home'. */
  target: number | string | null;
  isEnabled: boolean;
  children: NavigationItem[];
}

/** `GET /api/navigations`: guests get only the enabled items. */
export interface Navigation {
  id: number;
  version: number;
  identifier: NavigationIdentifier;
  items: NavigationItem[];
  createdAt: string;
  updatedAt: string;
}

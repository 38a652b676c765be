/** Navigations of the public site (SPEC §2, §3 Navigation): main, secondary, mobile and footer. */
import { describeEntity } from './entity-description';

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

/** The back-office's German names of the four navigations (`#/navigations`, ADR 0046). */
export const NAVIGATION_IDENTIFIER_OPTIONS = [
  { value: 'main', label: 'Hauptnavigation' },
  { value: 'secondary', label: 'Sekundärnavigation' },
  { value: 'mobile', label: 'Mobile Navigation' },
  { value: 'footer', label: 'Footer-Navigation' },
] as const satisfies readonly { value: NavigationIdentifier; label: string }[];

/** What an item links to, as the editor names the SPEC §2 item types. */
export const NAVIGATION_ITEM_TYPE_OPTIONS = [
  { value: 'home', label: 'Startseite' },
  { value: 'site', label: 'Seite' },
  { value: 'branch', label: 'Filiale' },
  { value: 'link', label: 'Adresse' },
] as const satisfies readonly { value: NavigationItemType; label: string }[];

/**
 * The back-office's description of a navigation: its identifier and the item tree, which the
 * `navigationTree` editor edits (the field vocabulary has no recursive lists; svc-content's joi
 * schema checks every level, ADR 0046).
 */
export const navigationDescription = describeEntity({
  entity: 'navigation',
  path: '/navigations',
  service: 'content',
  labels: { singular: 'Navigation', plural: 'Navigationen' },
  titleField: 'identifier',
  read: 'public',
  write: 'admin',
  fields: [
    { name: 'identifier', kind: 'select', label: 'Navigation', required: true, options: NAVIGATION_IDENTIFIER_OPTIONS },
    { name: 'items', kind: 'collection', label: 'Einträge', editor: 'navigationTree' },
  ],
  list: { columns: ['identifier'] },
});

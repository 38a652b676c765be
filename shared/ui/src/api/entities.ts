/**
 * The entities the shell and the remotes read, as the API answers them (SPEC §3 names). Every
 * wire type is declared once in @theke/contracts (catalogue rules' types in @theke/domain); these
 * are type-only re-exports, so the guest bundles carry none of the descriptions.
 */
export type { Branch, Id, ImageReference, OpeningHourRule } from '@theke/domain';
export type {
  Block,
  Config,
  Division,
  Navigation,
  NavigationIdentifier,
  NavigationItem,
  NavigationItemType,
  Site,
  SiteContentEntry,
  StaffUser,
} from '@theke/contracts';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';

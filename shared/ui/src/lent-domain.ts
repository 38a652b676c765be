/**
 * The @theke/domain modules the shell's main.js carries almost whole anyway (business time for the
 * toolbar's opening states, money and date formats). Production builds of
 * the remotes resolve their own imports of these modules to these copies
 * (shared/ui/webpack/lent-domain.js), so a route does not download them a second time
 * (docs/adr/0011-bundle-budget.md). Keys are the modules' entry names (`@theke/domain/<key>`); the
 * build finds each module's file through that entry.
 */
import * as businessTime from '@theke/domain/business-time';
import * as formats from '@theke/domain/formats';
import * as money from '@theke/domain/money';

export const LENT_DOMAIN_MODULES = {
  'business-time': businessTime,
  formats,
  money,
} as const;

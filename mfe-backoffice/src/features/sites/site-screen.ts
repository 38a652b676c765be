/** The pages' screen description: the entity, its route and label (the tree and the aside are added by the section). */
import { siteDescription } from '@theke/contracts';
import type { EntityScreen } from '../entities';

export const SITES_PATH = '/sites';

export const SITE_SCREEN: EntityScreen = {
  description: siteDescription,
  path: SITES_PATH,
  label: 'Seiten',
  forEmployees: false,
  // Paths are unique: the copy sits beside the page, and it is not public before it was checked.
  duplicate: (copy) => ({ ...copy, path: `${String(copy.path ?? '')}-kopie`, isPublic: false }),
};

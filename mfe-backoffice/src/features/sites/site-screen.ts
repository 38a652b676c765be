/** The pages' screen description: the entity, its route and label (the tree and the aside are added by the section). */
import { siteDescription } from '@theke/contracts';
import type { EntityScreen } from '../entities';

export const SITES_PATH = '/sites';

export const SITE_SCREEN: EntityScreen = {
  description: siteDescription,
  path: SITES_PATH,
  label: 'Seiten',
  forEmployees: false,
};

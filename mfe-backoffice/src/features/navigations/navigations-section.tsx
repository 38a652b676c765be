/**
 * `#/navigations` (SPEC §2 backend sub-page, issue 20, ADR 0046): the four navigations of the
 * website as the form engine's list and form, the item tree in the `navigationTree` editor (its
 * own chunk with dnd-kit). Saved with the navigation's version like every entity (a stale save
 * is the 409 with "keep my input").
 */
import { navigationDescription } from '@theke/contracts';
import { entitySection } from '../entities';
import { fieldEditor, registerFieldEditors } from '../forms';

registerFieldEditors({ navigationTree: fieldEditor(() => import('./components/NavigationTreeEditor')) });

export const navigationsSection = entitySection({
  description: navigationDescription,
  path: '/navigations',
  label: 'Navigationen',
  forEmployees: false,
});

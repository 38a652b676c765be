/** Branches (issue 19): the map pin and API key editors of the branch form, loaded on demand. */
import { fieldEditor } from '../forms';

export { branchDependents } from './branch-dependents';

export const BRANCH_FIELD_EDITORS = {
  // The pin sits on latitude and sets longitude too (the map answers both at once).
  mapPin: fieldEditor(() => import('./components/MapPinEditor'), ['longitude']),
  apiKey: fieldEditor(() => import('./components/ApiKeyEditor')),
};

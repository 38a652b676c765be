import { versionColumnsMigration } from '@theke/server';

/** Issue 19: every entity staff edit carries the version a save is checked against (lost updates). */
export const catalogVersions = versionColumnsMigration('0002-versions', [
  'divisions',
  'branches',
  'tags',
  'menus',
  'categories',
  'products',
  'tables',
  'donatees',
]);

import { versionColumnsMigration } from '@theke/server';

/** Issue 19: every entity staff edit carries the version a save is checked against (lost updates). */
export const contentVersions = versionColumnsMigration('0003-versions', ['sites', 'redirects', 'blocks', 'navigations']);

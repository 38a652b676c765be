import { versionColumnsMigration } from '@theke/server';

/** Issue 19: every entity staff edit carries the version a save is checked against (lost updates). */
export const deviceVersions = versionColumnsMigration('0004-versions', ['devices']);

import type { Migration } from '@theke/server';
import { contentInitial } from './0001-content-initial';
import { uploadsContactRequests } from './0002-uploads-contact-requests';
import { contentVersions } from './0003-versions';
import { logsTable } from './0004-logs';
import { configVersionMapboxToken } from './0005-config-version-mapbox-token';
import { signageTables } from './0006-signage';
import { analyticsTables } from './0007-analytics';
import { signageLogsTable } from './0008-signage-logs';
import { imageTemplatesTable } from './0012-image-templates';
import { siteVersionsTable } from './0009-site-versions';
import { themeSettings } from './0011-theme-settings';

/** In order; umzug remembers which ran. Never edit a migration that shipped, add the next one. */
export const contentMigrations: Migration[] = [contentInitial, uploadsContactRequests, contentVersions, logsTable, configVersionMapboxToken, signageTables, analyticsTables, signageLogsTable, siteVersionsTable, themeSettings, imageTemplatesTable];

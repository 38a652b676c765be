import type { Migration } from '@theke/server';
import { catalogSchema } from './0001-catalog-schema';
import { catalogVersions } from './0002-versions';
import { branchCountry } from './0003-branch-country';

/** Run in this order; never edit a shipped migration, add the next one. */
export const catalogMigrations: Migration[] = [catalogSchema, catalogVersions, branchCountry];

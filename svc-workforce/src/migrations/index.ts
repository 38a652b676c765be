import type { Migration } from '@theke/server';

/** Ordered migrations of the workforce database (the kit adds its outbox and inbox tables first). */
export const migrations: Migration[] = [];

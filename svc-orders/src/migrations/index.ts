import type { Migration } from '@theke/server';

/** Ordered migrations of the orders database (the kit adds its outbox and inbox tables first). */
export const migrations: Migration[] = [];

/**
 * `npm run statistics:rebuild` (ADR 0043): recomputes every statistics rollup from the facts its
 * owner stores (visits in svc-content, orders in svc-orders, working time in svc-workforce); the
 * live consumers keep the same numbers, so a rebuild changes nothing unless a rollup was lost.
 * Against the platform's databases at DATABASE_URL, or the embedded PostgreSQL of `npm start`
 * (stop the platform first: only one process can own `.data/postgres`).
 */
import path from 'node:path';
import { createLogger, createSequelize, withDatabase, type ServiceContext, type ServiceDefinition } from '@theke/server';
import { contentService, rebuildVisitorStatistics } from '@theke/svc-content';
import { ordersService, rebuildOrderStatistics } from '@theke/svc-orders';
import { rebuildWorkforceStatistics, workforceService } from '@theke/svc-workforce';
import { startEmbeddedPostgres } from './embedded-postgres';

const OWNERS: Array<[string, ServiceDefinition, (context: Pick<ServiceContext, 'sequelize'>) => Promise<unknown>]> = [
  ['content', contentService, rebuildVisitorStatistics],
  ['orders', ordersService, rebuildOrderStatistics],
  ['workforce', workforceService, rebuildWorkforceStatistics],
];

async function main(): Promise<void> {
  const log = createLogger('statistics-rebuild');
  const embedded = process.env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres(path.resolve(__dirname, '..', '.data'), Number(process.env.EMBEDDED_PG_PORT ?? 54329));
  const serverUrl = process.env.DATABASE_URL ?? embedded?.url ?? '';
  try {
    for (const [name, definition, rebuild] of OWNERS) {
      const sequelize = createSequelize({ url: withDatabase(serverUrl, `theke_${name}`), log });
      try {
        definition.defineModels(sequelize);
        const started = Date.now();
        const result = await rebuild({ sequelize });
        log.info({ owner: name, result, ms: Date.now() - started }, 'statistics rebuilt');
      } finally {
        await sequelize.close();
      }
    }
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

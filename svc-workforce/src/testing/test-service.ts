import { QueryTypes } from 'sequelize';
import { EVENTS, type ChangeRecorded } from '@theke/contracts';
import { delay, MemoryBus, type Principal } from '@theke/server';
import { authHeaders, startTestService, type TestService } from '@theke/server/testing';
import { catalogService } from '@theke/svc-catalog';
import { workforceService } from '../service';

/** The gateway's headers for a principal (guests send none). */
export const as = (principal: Principal) => authHeaders(principal);

export interface WorkforceTestPlatform {
  /** svc-catalog, the owner of the branches departments point at. */
  catalog: TestService;
  workforce: TestService;
  close(): Promise<void>;
}

/**
 * svc-workforce asking a real svc-catalog as its peer, both on throwaway databases of the real
 * PostgreSQL and sharing one in-memory bus (the one-process mode): catalogue events reach the
 * workforce's consumers.
 */
export async function startWorkforceTestPlatform(
  options: { seedDemo?: boolean } = {},
): Promise<WorkforceTestPlatform> {
  const bus = new MemoryBus();
  const catalog = await startTestService(catalogService, { bus, seedDemo: options.seedDemo });
  const workforce = await startTestService(workforceService, {
    bus,
    seedDemo: options.seedDemo,
    peers: { catalog: catalog.url },
  });
  return {
    catalog,
    workforce,
    async close() {
      await workforce.close();
      await catalog.close();
      await bus.close();
    },
  };
}

/** The audit-log entries svc-workforce wrote into its outbox, oldest first. */
export async function workforceLog(service: TestService): Promise<ChangeRecorded[]> {
  const rows = await service.context.sequelize.query<{ data: ChangeRecorded }>(
    'SELECT data FROM outbox_events WHERE type = :type ORDER BY seq',
    { type: QueryTypes.SELECT, replacements: { type: EVENTS.workforceLogRecorded } },
  );
  return rows.map((row) => row.data);
}

/** Polls until `check` passes (events are handled after their commit); fails after about five seconds. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !check(value); attempt++) {
    await delay(50);
    value = await read();
  }
  return value;
}

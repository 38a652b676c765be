// @theke/server/testing: throwaway databases and starting a service on one, principals and their
// headers, free ports, a private PostgreSQL, a local SMTP server and a TCP proxy to cut connections
// (tests, e2e, benchmarks and scripts only; production code never imports it).
import { MemoryBus } from '../bus/memory-bus';

export { freePort } from './free-port';
import { createTestDatabase } from './test-database';
import { INTERNAL_TOKEN_HEADER, Principal, ROLE_ADMIN, ROLE_EMPLOYEE, signInternalToken } from '../http/internal-auth';
import { RunningService, ServiceDefinition, startService } from '../service';

export const TEST_INTERNAL_SECRET = 'theke-test-internal-secret';

export interface TestService extends RunningService {
  bus: MemoryBus;
  /** Stops the service and drops its throwaway database. */
  close(): Promise<void>;
}

export interface TestServiceOptions {
  seedDemo?: boolean;
  peers?: Record<string, string>;
  /**
   * A bus shared with other test services (events of one reach the others' consumers, as in the
   * one-process mode). The caller owns it: `close()` leaves a shared bus open.
   */
  bus?: MemoryBus;
  /** The PostgreSQL server of the service's throwaway database (default: the tests' shared one). */
  databaseServer?: string;
}

/** Starts a service on a throwaway database with the in-memory bus, for one test file. */
export async function startTestService(definition: ServiceDefinition, options: TestServiceOptions = {}): Promise<TestService> {
  const database = await createTestDatabase(`theke_test_${definition.name}`, options.databaseServer);
  const bus = options.bus ?? new MemoryBus();
  const service = await startService(definition, { databaseUrl: database.url, bus, internalSecret: TEST_INTERNAL_SECRET, seedDemo: options.seedDemo ?? false, peers: options.peers });
  return {
    ...service,
    bus,
    async close() {
      await service.stop();
      if (!options.bus) await bus.close();
      await database.drop();
    },
  };
}

/**
 * Tests sign their headers once per file, and a file can run longer than the gateway's 60 s
 * tokens live on a loaded machine (CI): theirs live for the longest test run instead.
 */
const TEST_TOKEN_TTL_SECONDS = 3_600;

/** Headers the gateway would add for this principal. */
export function authHeaders(principal: Principal): Record<string, string> {
  return { [INTERNAL_TOKEN_HEADER]: signInternalToken(principal, TEST_INTERNAL_SECRET, TEST_TOKEN_TTL_SECONDS) };
}

export const TEST_ADMIN: Principal = { userId: 1, username: 'admin', roles: [ROLE_ADMIN], branchIds: [] };
export const testEmployee = (branchIds: number[]): Principal => ({
  userId: 2,
  username: 'mitarbeiter',
  roles: [ROLE_EMPLOYEE],
  branchIds,
});
export const TEST_GUEST: Principal = { userId: null, username: null, roles: [], branchIds: [] };
export * from './test-database';
export * from './private-postgres';
export * from './test-smtp-server';
export * from './tcp-proxy';

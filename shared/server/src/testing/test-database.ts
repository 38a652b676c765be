// Throwaway databases on the tests' PostgreSQL (tests, e2e, benchmarks): the kit's `testing` entry,
// not its production one.
import { randomBytes } from 'node:crypto';
import { Sequelize } from 'sequelize';
import { withDatabase } from '../db/database';

/** The PostgreSQL server tests use: TEST_DATABASE_URL or the local one. */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A throwaway database for one test file; `drop()` removes it (call it in afterAll). `server`
 * puts it on another PostgreSQL (a private one a test restarts).
 */
export async function createTestDatabase(prefix = 'theke_test', server = testServerUrl()): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Sequelize(withDatabase(server, 'postgres'), { dialect: 'postgres', logging: false });
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.close();
  return {
    url: withDatabase(server, name),
    async drop() {
      const dropper = new Sequelize(withDatabase(server, 'postgres'), { dialect: 'postgres', logging: false });
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.close();
    },
  };
}

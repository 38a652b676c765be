import { Pool } from 'pg';
import { QueryInterface, Sequelize } from 'sequelize';
import { Umzug } from 'umzug';
import type { Logger } from '../http/logger';

export interface Migration {
  name: string;
  up(context: { queryInterface: QueryInterface; sequelize: Sequelize }): Promise<void>;
  down?(context: { queryInterface: QueryInterface; sequelize: Sequelize }): Promise<void>;
}

export interface DatabaseOptions {
  url: string;
  log?: Logger;
  poolMax?: number;
}

/**
 * While the database is unreachable a request fails within these bounds (and answers 503)
 * instead of hanging: a new connection gets `CONNECT_TIMEOUT_MS`, a request waits at most
 * `ACQUIRE_TIMEOUT_MS` for one. A refused connection (server restarting) fails at once.
 */
export const CONNECT_TIMEOUT_MS = 3_000;
export const ACQUIRE_TIMEOUT_MS = 5_000;

/**
 * Connections per pool: `DATABASE_POOL_MAX` (a positive integer), else 10. Every service and the
 * gateway has its own pools, so in one process (`npm start`) the server sees several times this
 * many: keep their sum below its `max_connections` (100 by default). More helps only where the
 * database, not the service's CPU, is the limit (ADR 0041, "Performance": not on 2 cores).
 */
export function poolMaxFromEnv(): number {
  const configured = Number(process.env.DATABASE_POOL_MAX);
  return Number.isInteger(configured) && configured > 0 ? configured : 10;
}

/** One Sequelize instance per service database. */
export function createSequelize({ url, log, poolMax = poolMaxFromEnv() }: DatabaseOptions): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    logging: log ? (sql: string) => log.debug({ sql }, 'sql') : false,
    pool: { max: poolMax, min: 0, idle: 10_000, acquire: ACQUIRE_TIMEOUT_MS },
    dialectOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true },
    define: { underscored: false, timestamps: true },
  });
}

/**
 * A plain pg pool (sessions, the gateway's live-event log) with the same bounds. An idle
 * client whose server goes away emits `error` on the pool; without a listener that would end
 * the process, with it the client is dropped and the next query connects anew.
 */
export function createPool({ url, log, poolMax = poolMaxFromEnv() }: DatabaseOptions): Pool {
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', (error) => log?.warn({ err: error }, 'idle database connection lost'));
  return pool;
}

/** Runs pending migrations (umzug keeps the executed ones in `SequelizeMeta`). */
export async function migrate(sequelize: Sequelize, migrations: Migration[], log?: Logger): Promise<void> {
  const umzug = new Umzug({
    migrations: migrations.map(({ name, up, down }) => {
      const context = { queryInterface: sequelize.getQueryInterface(), sequelize };
      return { name, up: () => up(context), down: down ? () => down(context) : undefined };
    }),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeMetaStorage(sequelize),
    logger: log ? { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m), debug: (m) => log.debug(m) } : undefined,
  });
  await umzug.up();
}

/** Minimal storage so umzug works without its optional sequelize storage typing quirks. */
class SequelizeMetaStorage {
  constructor(private readonly sequelize: Sequelize) {}

  private async ensureTable(): Promise<void> {
    await this.sequelize.query('CREATE TABLE IF NOT EXISTS "SequelizeMeta" (name VARCHAR(255) PRIMARY KEY)');
  }

  async executed(): Promise<string[]> {
    await this.ensureTable();
    const [rows] = await this.sequelize.query('SELECT name FROM "SequelizeMeta" ORDER BY name');
    return (rows as Array<{ name: string }>).map((row) => row.name);
  }

  async logMigration({ name }: { name: string }): Promise<void> {
    await this.ensureTable();
    await this.sequelize.query('INSERT INTO "SequelizeMeta" (name) VALUES (:name)', { replacements: { name } });
  }

  async unlogMigration({ name }: { name: string }): Promise<void> {
    await this.sequelize.query('DELETE FROM "SequelizeMeta" WHERE name = :name', { replacements: { name } });
  }
}

/** Replaces the database name of a PostgreSQL URL (one server, one database per service). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates the database if it does not exist yet (CREATE DATABASE cannot run in a transaction). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new Sequelize(withDatabase(url, 'postgres'), { dialect: 'postgres', logging: false });
  try {
    const [rows] = await admin.query('SELECT 1 FROM pg_database WHERE datname = :name', { replacements: { name } });
    if ((rows as unknown[]).length === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.close();
  }
}

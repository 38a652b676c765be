/**
 * Issue 17: a request that fails because a dependency is away (the database refusing or
 * dropping connections, a peer service down) is answered 503 with `Retry-After` and the German
 * message, by the one error middleware every service and the gateway share. The failures are
 * real ones, produced against real sockets and the real PostgreSQL, not hand-made error objects.
 */
import express, { type RequestHandler } from 'express';
import { Pool } from 'pg';
import { QueryTypes, Sequelize } from 'sequelize';
import request from 'supertest';
import { createSequelize, withDatabase } from '../db/database';
import { testServerUrl } from '../testing/test-database';
import { errorHandler } from './error-handler';
import { createLogger } from './logger';
import { MESSAGES } from './messages';
import { freePort } from '../testing/free-port';

const log = createLogger('error-handler-test');

/** A port nothing listens on: what clients see while PostgreSQL or a service restarts. */
const closedPort = freePort;

function appFailingWith(handler: RequestHandler) {
  return express().get('/fails', handler).use(errorHandler(log));
}

const UNAVAILABLE = { errors: [{ message: MESSAGES.serviceUnavailable, code: 'service_unavailable' }] };

describe('the error middleware when a dependency is away', () => {
  it('answers a request whose database refuses connections with 503, Retry-After and the German message', async () => {
    const sequelize = createSequelize({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/theke` });
    const response = await request(appFailingWith(async () => void (await sequelize.query('SELECT 1')))).get('/fails');
    await sequelize.close();

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual(UNAVAILABLE);
  });

  it('answers 503 when the database ends the session in the middle of a query (restart, failover)', async () => {
    const sequelize = createSequelize({ url: testServerUrl() });
    const admin = new Pool({ connectionString: testServerUrl(), max: 1 });
    const app = appFailingWith(async () => {
      await sequelize.transaction(async (transaction) => {
        const [session] = await sequelize.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', { transaction, type: QueryTypes.SELECT });
        const pid = session?.pid;
        const sleeping = sequelize.query('SELECT pg_sleep(10)', { transaction });
        const isActive = async () => (await admin.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND state = 'active'", [pid])).rowCount === 1;
        while (!(await isActive())) await new Promise((resolve) => setTimeout(resolve, 20));
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await sleeping;
      });
    });
    const response = await request(app).get('/fails');
    await Promise.all([sequelize.close(), admin.end()]);

    expect(response.status).toBe(503);
    expect(response.body).toEqual(UNAVAILABLE);
  });

  it('answers 503 when a plain pg pool (the gateway sessions) cannot connect', async () => {
    const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/theke` });
    const response = await request(appFailingWith(async () => void (await pool.query('SELECT 1')))).get('/fails');
    await pool.end();

    expect(response.status).toBe(503);
    expect(response.body).toEqual(UNAVAILABLE);
  });

  it('answers 503 when a service it asks is down', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/api/branches`;
    const response = await request(appFailingWith(async () => void (await fetch(url)))).get('/fails');

    expect(response.status).toBe(503);
    expect(response.body).toEqual(UNAVAILABLE);
  });

  it('keeps a database that does not exist a logged 500: configuration, not an outage', async () => {
    const sequelize = new Sequelize(withDatabase(testServerUrl(), 'theke_gibt_es_nicht'), { dialect: 'postgres', logging: false });
    const response = await request(appFailingWith(async () => void (await sequelize.query('SELECT 1')))).get('/fails');
    await sequelize.close();

    expect(response.status).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.body.errors[0].code).toBe('internal');
  });
});

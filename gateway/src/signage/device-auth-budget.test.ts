/**
 * ADR 0042: the throttle budget guards against guessing tokens; a token known to be correct
 * (resolved within the identities' cache time) does not spend it. The TVs of a branch share one
 * address and all re-read the pickup board at each order event: more than the address's 20
 * checks in flight were refused 429 before.
 */
import express from 'express';
import request from 'supertest';
import type { SignageDeviceIdentity } from '@theke/contracts';
import { createLogger, errorHandler } from '@theke/server';
import type { LoginThrottle } from '../auth/login-throttle';
import type { LiveEventHub } from '../events/live-event-hub';
import { signageDevices } from './device-auth';
import type { DeviceIdentities } from './device-identities';

const WIEN_TV: SignageDeviceIdentity = { deviceId: 1, branchId: 1 };

function gatewayWith(identities: DeviceIdentities) {
  const checks: string[] = [];
  const throttle = {
    reserveTokenAttempt: async (_req: unknown, name: string) => void checks.push(`reserve ${name}`),
    returnTokenAttempt: async (_req: unknown, name: string) => void checks.push(`return ${name}`),
  } as unknown as LoginThrottle;
  const app = express();
  app.use(
    signageDevices({
      identities,
      throttle,
      hub: {} as LiveEventHub,
      forward: (req, res) => void res.json({ data: { deviceId: req.principal?.deviceId } }),
    }),
  );
  app.use(errorHandler(createLogger('test')));
  return { app, checks };
}

const asTv = (token: string) => ({ Authorization: `Device ${token}` });

describe('TV token checks and the throttle budget', () => {
  it('checks a token not resolved lately within the budget and gives the point back when correct', async () => {
    const { app, checks } = gatewayWith({ known: () => null, resolve: async () => WIEN_TV });
    await request(app).get('/digital-signage-player/programme').set(asTv('richtig')).expect(200, { data: { deviceId: 1 } });
    expect(checks).toEqual([expect.stringMatching(/^reserve device-/), expect.stringMatching(/^return device-/)]);
  });

  it('spends nothing for a token known to be correct, however many TVs read at once', async () => {
    const { app, checks } = gatewayWith({ known: (token) => (token === 'richtig' ? WIEN_TV : null), resolve: async () => null });
    const reads = await Promise.all(Array.from({ length: 30 }, () => request(app).get('/digital-signage-player/pickup-board').set(asTv('richtig'))));
    expect(reads.map((read) => read.status)).toEqual(Array(30).fill(200));
    expect(checks).toEqual([]);
  });

  it('refuses a wrong token 401 after spending its point', async () => {
    const { app, checks } = gatewayWith({ known: () => null, resolve: async () => null });
    await request(app).get('/digital-signage-player/programme').set(asTv('falsch')).expect(401);
    expect(checks).toEqual([expect.stringMatching(/^reserve device-/)]);
  });
});

import { randomUUID, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import Joi from 'joi';
import { Op, UniqueConstraintError } from 'sequelize';
import { SIGNAGE_PAIRING_TTL_MINUTES, type SignagePairing, type SignagePairingState } from '@theke/contracts';
import { NotFound, rateLimit, validate, type PublicRoute, type RateLimiter, type ServiceContext } from '@theke/server';
import { Device } from '../devices/device.model';
import { newPairingCode, newSecret, secretHash } from '../devices/device-token';
import { Pairing } from './pairing.model';

export interface PairingLimits {
  /** New codes: a TV asks every 15 minutes; a shop's network may hold a few TVs and a test run. */
  create: RateLimiter;
  /** Polls: a waiting TV asks every few seconds. */
  poll: RateLimiter;
}

export function pairingLimits(): PairingLimits {
  return {
    create: rateLimit({ windowMs: 15 * 60_000, max: 30 }),
    poll: rateLimit({ windowMs: 60_000, max: 120 }),
  };
}

const TTL_MS = SIGNAGE_PAIRING_TTL_MINUTES * 60_000;
const pollParams = Joi.object({ id: Joi.string().guid({ version: 'uuidv4' }).required(), secret: Joi.string().max(100).required() });

const sameHash = (stored: string, given: string) => timingSafeEqual(Buffer.from(stored), Buffer.from(secretHash(given)));

/** A new pairing under a code no open pairing shows (a collision of 31^6 codes is retried). */
async function createPairing(): Promise<SignagePairing> {
  // Codes of expired pairings are free again; a bound one waits a further TTL for its TV's poll.
  await Pairing.destroy({
    where: {
      [Op.or]: [
        { boundAt: null, expiresAt: { [Op.lt]: new Date() } },
        { expiresAt: { [Op.lt]: new Date(Date.now() - TTL_MS) } },
      ],
    },
  });
  for (let attempt = 0; ; attempt += 1) {
    const secret = newSecret();
    const values = {
      id: randomUUID(),
      code: newPairingCode(),
      secretHash: secretHash(secret),
      expiresAt: new Date(Date.now() + TTL_MS),
    };
    try {
      await Pairing.create(values);
      return { code: values.code, pairingId: values.id, secret, expiresAt: values.expiresAt.toISOString() };
    } catch (error) {
      if (!(error instanceof UniqueConstraintError) || attempt >= 5) throw error;
    }
  }
}

/**
 * Once staff bound the pairing to a device, the first poll gets the device's new token and the
 * pairing is gone: a second poll (or a replayed one) answers 404.
 */
async function pollPairing(context: ServiceContext, id: string, secret: string): Promise<SignagePairingState> {
  return context.sequelize.transaction(async (transaction) => {
    const pairing = await Pairing.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!pairing || !sameHash(pairing.secretHash, secret)) throw new NotFound();
    if (!pairing.boundAt) {
      if (pairing.expiresAt.getTime() <= Date.now()) throw new NotFound();
      return { state: 'waiting', expiresAt: pairing.expiresAt.toISOString() };
    }
    const device = await Device.findOne({ where: { pairingId: id }, transaction, lock: transaction.LOCK.UPDATE });
    if (!device) {
      // The device was deleted or paired with another code meanwhile.
      await pairing.destroy({ transaction });
      throw new NotFound();
    }
    const token = newSecret();
    await device.update({ tokenHash: secretHash(token), pairingId: null, pairedAt: new Date() }, { transaction });
    await pairing.destroy({ transaction });
    return { state: 'paired', deviceId: device.id, token };
  });
}

/**
 * ADR 0042 pairing (public, rate-limited): `POST /digital-signage-pairings` gives a new TV its code
 * and the secret it polls `GET /digital-signage-pairings/{pairingId}?secret=` with.
 */
export function pairingRoutes(context: ServiceContext, limits: PairingLimits): Router {
  const router = Router();
  router.post('/digital-signage-pairings', limits.create, async (_req, res) => {
    res.status(201).json({ data: await createPairing() });
  });
  router.get('/digital-signage-pairings/:id', limits.poll, async (req, res) => {
    const { id, secret } = validate(pollParams, { id: req.params.id, secret: req.query.secret }) as { id: string; secret: string };
    res.set('Cache-Control', 'no-store');
    res.json({ data: await pollPairing(context, id, secret) });
  });
  return router;
}

/** The pairing calls a TV makes before it has a token. */
export const PAIRING_PUBLIC_ROUTES: PublicRoute[] = [
  { method: 'POST', path: /^\/digital-signage-pairings\/?$/ },
  { method: 'GET', path: /^\/digital-signage-pairings\/[0-9a-f-]{36}\/?$/ },
];

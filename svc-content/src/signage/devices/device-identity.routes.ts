import { Router } from 'express';
import type { SignageDeviceIdentity } from '@theke/contracts';
import { Forbidden, NotFound, principalOf, ROLE_SERVICE } from '@theke/server';
import { Device } from './device.model';
import { secretHash } from './device-token';

/** The header the gateway sends a TV's token in (never the path: paths are logged). */
export const DEVICE_TOKEN_HEADER = 'x-signage-device-token';
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * `GET /api/digital-signage-device-identity` for the gateway (ADR 0042): the device and branch a
 * TV's token stands for, or 404. Its first segment is routed nowhere by the gateway, and it answers
 * only a service's token.
 */
export function deviceIdentityRoutes(): Router {
  const router = Router();
  router.get('/digital-signage-device-identity', async (req, res) => {
    if (!principalOf(req).roles.includes(ROLE_SERVICE)) throw new Forbidden();
    const token = req.get(DEVICE_TOKEN_HEADER) ?? '';
    const device = TOKEN.test(token) ? await Device.findOne({ where: { tokenHash: secretHash(token) } }) : null;
    if (!device) throw new NotFound();
    const identity: SignageDeviceIdentity = { deviceId: device.id, branchId: device.branchId };
    res.set('Cache-Control', 'no-store');
    res.json({ data: identity });
  });
  return router;
}

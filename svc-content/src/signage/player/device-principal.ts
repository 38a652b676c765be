import type { Request } from 'express';
import { ROLE_SIGNAGE_DEVICE } from '@theke/contracts';
import { Forbidden, principalOf, Unauthorized } from '@theke/server';
import { Device } from '../devices/device.model';

/**
 * The TV calling, as the gateway signed it from its token (ADR 0042: role ROLE_SIGNAGE_DEVICE and
 * its device id). A TV unpaired or deleted since the gateway cached its token is refused here (401:
 * the player pairs again); staff and guests never reach the player's calls (403 / 401).
 */
export async function callingDevice(req: Request): Promise<Device> {
  const principal = principalOf(req);
  if (!principal.roles.includes(ROLE_SIGNAGE_DEVICE) || principal.deviceId === undefined) {
    if (principal.roles.length === 0) throw new Unauthorized();
    throw new Forbidden();
  }
  const device = await Device.findByPk(principal.deviceId);
  if (!device || device.tokenHash === null) throw new Unauthorized();
  return device;
}

import type { Model } from 'sequelize';
import { SIGNAGE_ONLINE_SECONDS } from '@theke/contracts';
import type { Device } from './device.model';

/** ADR 0042: online while the last heartbeat is at most 90 seconds old. */
export function isOnline(device: Pick<Device, 'lastHeartbeatAt'>, now = new Date()): boolean {
  const last = device.lastHeartbeatAt;
  return last !== null && last !== undefined && now.getTime() - last.getTime() <= SIGNAGE_ONLINE_SECONDS * 1000;
}

/** Every described field; the write-only `pairingCode` reads null, the token never appears. */
export function deviceJson(row: Model): Record<string, unknown> {
  const device = row as Device;
  return {
    id: device.id,
    name: device.name,
    branch: device.branch,
    orientation: device.orientation,
    scene: device.scene,
    regions: device.regions,
    pairingCode: null,
    isOnline: isOnline(device),
    lastHeartbeatAt: device.lastHeartbeatAt ?? null,
    pairedAt: device.pairedAt ?? null,
    nowShowing: device.nowShowing ?? [],
  };
}

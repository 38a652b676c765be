import { EVENTS, type SignageDeviceIdentity } from '@theke/contracts';
import type { Audience } from '../events/live-event-hub';
import type { StoredLiveEvent } from '../events/live-event-log';

/** The device a command event names, read once per event whatever the number of TVs listening. */
const commandDevice = new WeakMap<StoredLiveEvent, number | null>();

function deviceOf(event: StoredLiveEvent): number | null {
  let deviceId = commandDevice.get(event);
  if (deviceId === undefined) {
    const envelope = JSON.parse(event.envelope) as { data?: { deviceId?: unknown } };
    deviceId = typeof envelope.data?.deviceId === 'number' ? envelope.data.deviceId : null;
    commandDevice.set(event, deviceId);
  }
  return deviceId;
}

/**
 * A paired TV's live stream (ADR 0042): its own commands, the order events of its branch (the
 * pickup board) and catalogue changes (the menu board: sold-out products disappear).
 */
export function signageDeviceAudience({ deviceId, branchId }: SignageDeviceIdentity): Audience {
  return (event) => {
    if (event.type === EVENTS.signageCommand) return deviceOf(event) === deviceId;
    if (event.type === EVENTS.catalogChanged) return true;
    return event.type.startsWith('orders.') && event.branchId === branchId;
  };
}

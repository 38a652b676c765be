/**
 * Devices beyond their CRUD: the staff's tests and the device-log request (SPEC §7 devices),
 * each after the employee-of-branch check (another branch's device does not exist for them).
 */
import { randomBytes } from 'node:crypto';
import { EVENTS } from '@theke/contracts';
import { canActOnBranch, Conflict, NotFound, type Principal } from '@theke/server';
import type { ServiceRuntime } from '../runtime';
import { Device, type DeviceType } from './device.model';

/** Not in SPEC §8 (its fallback 'Test nicht erfolgreich.' is the UI's); worded like the spec's notices. */
export const NOT_A_PRINTER = 'Dieses Gerät ist kein Drucker.';
export const NOT_A_NOTIFICATION_DEVICE = 'Dieses Gerät ist kein Benachrichtigungsgerät.';
export const DEVICE_DISABLED = 'Dieses Gerät ist deaktiviert.';

/** 192 random bits, URL-safe: the secret in a printer's CloudPRNT URL. */
export function newDeviceToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The full URL to enter in the printer (`/api/cloudprnt/{token}` at the public address). */
export function cloudPrntUrlOf(baseUrl: string, token: string | null): string | null {
  return token ? `${baseUrl.replace(/\/+$/, '')}/api/cloudprnt/${token}` : null;
}

/** SPEC §7 device as staff see it, with the printer's URL and its unconfirmed jobs. */
export function deviceJson(device: Device, baseUrl: string): Record<string, unknown> {
  const isPrinter = device.type === 'printing';
  const token = isPrinter ? device.token : null;
  return {
    id: device.id,
    identifier: device.identifier,
    name: device.name,
    type: device.type,
    branch: { id: device.branchId },
    isEnabled: device.isEnabled,
    isAutoPrintEnabled: isPrinter ? device.isAutoPrintEnabled : false,
    token,
    cloudPrntUrl: cloudPrntUrlOf(baseUrl, token),
    lastSeenAt: device.lastSeenAt ? new Date(device.lastSeenAt).toISOString() : null,
    lastStatus: device.lastStatus ?? null,
    logs: device.logs ?? null,
    pendingJobs: Number(device.get('pendingJobs') ?? 0),
  };
}

/** The device, if the principal may see it: admins every one, employees their branches' (else 404). */
export async function deviceFor(principal: Principal, id: number): Promise<Device> {
  const device = await Device.findByPk(id);
  if (!device || !canActOnBranch(principal, device.branchId)) throw new NotFound();
  return device;
}

function assertUsable(device: Device, type: DeviceType): void {
  if (device.type !== type) {
    const message = type === 'printing' ? NOT_A_PRINTER : NOT_A_NOTIFICATION_DEVICE;
    throw new Conflict(message, undefined, 'wrong_device_type');
  }
  if (!device.isEnabled) throw new Conflict(DEVICE_DISABLED, undefined, 'device_disabled');
}

/** POST /devices/{id}/test/notification: announces the test; the branch's screens react to the event. */
export async function testNotification(runtime: ServiceRuntime, principal: Principal, id: number): Promise<Device> {
  const device = await deviceFor(principal, id);
  assertUsable(device, 'notification');
  await runtime.context.sequelize.transaction(async (transaction) => {
    await runtime.context.outbox.record(transaction, EVENTS.deviceTestNotification, {
      id: device.id,
      deviceId: device.id,
      branchId: device.branchId,
    });
  });
  return device;
}

/**
 * Queues a 'Testdruck' receipt for a printer. printing/ implements it and service.ts passes it in:
 * printing depends on devices (its jobs belong to a device), so devices must not import printing.
 */
export type QueueTestPrint = (device: Device) => Promise<void>;

/** POST /devices/{id}/test/print: a 'Testdruck' receipt waits for the printer's next poll. */
export async function testPrint(principal: Principal, id: number, queueTestPrint: QueueTestPrint): Promise<Device> {
  const device = await deviceFor(principal, id);
  assertUsable(device, 'printing');
  await queueTestPrint(device);
  return device.reload();
}

/** POST /devices/{id}/request-device-logs: the printer is asked on its next poll; the answer lands in `logs`. */
export async function requestDeviceLogs(principal: Principal, id: number): Promise<Device> {
  const device = await deviceFor(principal, id);
  if (device.type !== 'printing') throw new Conflict(NOT_A_PRINTER, undefined, 'wrong_device_type');
  await device.update({ isLogRequested: true });
  return device;
}

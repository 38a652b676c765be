/**
 * Notification and printing devices (SPEC §3/§7 devices; the order-desk contract): the entity as
 * `/api/devices` answers it, the form staff fill, and the payload it becomes.
 */
export const DEVICE_TYPES = ['notification', 'printing'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface Device {
  id: number;
  identifier: string;
  name: string;
  type: DeviceType;
  branch: { id: number };
  isEnabled: boolean;
  /** Printing devices: print every order on confirmation. */
  isAutoPrintEnabled: boolean;
  /** Printing devices: the secret in the printer's CloudPRNT URL. */
  token: string | null;
  /** The full URL to enter in the printer. */
  cloudPrntUrl: string | null;
  lastSeenAt: string | null;
  lastStatus: string | null;
  /** The latest device log the printer sent, or null. */
  logs: string | null;
  pendingJobs: number;
}

export interface DeviceForm {
  name: string;
  identifier: string;
  type: DeviceType;
  branchId: string;
  isEnabled: boolean;
  isAutoPrintEnabled: boolean;
}

export function emptyDeviceForm(branchId: string): DeviceForm {
  return { name: '', identifier: '', type: 'notification', branchId, isEnabled: true, isAutoPrintEnabled: false };
}

export function deviceFormOf(device: Device): DeviceForm {
  return {
    name: device.name,
    identifier: device.identifier,
    type: device.type,
    branchId: String(device.branch.id),
    isEnabled: device.isEnabled,
    isAutoPrintEnabled: device.isAutoPrintEnabled,
  };
}

export interface DevicePayload {
  name: string;
  identifier: string;
  type: DeviceType;
  branch: { id: number };
  isEnabled: boolean;
  isAutoPrintEnabled: boolean;
}

/** Auto-print applies to printing devices only; a notification device never prints. */
export function devicePayloadOf(form: DeviceForm): DevicePayload {
  return {
    name: form.name.trim(),
    identifier: form.identifier.trim(),
    type: form.type,
    branch: { id: Number(form.branchId) },
    isEnabled: form.isEnabled,
    isAutoPrintEnabled: form.type === 'printing' && form.isAutoPrintEnabled,
  };
}

/** The device tests and the log request (SPEC §7), with their SPEC §8 fallbacks. */
export type DeviceCommand = 'test-notification' | 'test-print' | 'request-logs';

export function deviceCommandUrl(deviceId: number, command: DeviceCommand): string {
  switch (command) {
    case 'test-notification':
      return `/api/devices/${deviceId}/test/notification`;
    case 'test-print':
      return `/api/devices/${deviceId}/test/print`;
    case 'request-logs':
      return `/api/devices/${deviceId}/request-device-logs`;
  }
}

export function deviceCommandsOf(device: Pick<Device, 'type'>): DeviceCommand[] {
  return device.type === 'notification' ? ['test-notification'] : ['test-print', 'request-logs'];
}

export const deviceCommandFallback = (command: DeviceCommand) =>
  command === 'request-logs' ? ('messages.deviceLog' as const) : ('messages.deviceTest' as const);

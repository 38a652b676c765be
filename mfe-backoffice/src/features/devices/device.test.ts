import {
  deviceCommandFallback,
  deviceCommandsOf,
  deviceCommandUrl,
  deviceFormOf,
  devicePayloadOf,
  emptyDeviceForm,
  type Device,
} from './device';

const printer: Device = {
  id: 4,
  identifier: 'kasse-1',
  name: 'Bondrucker Kasse',
  type: 'printing',
  branch: { id: 1 },
  isEnabled: true,
  isAutoPrintEnabled: true,
  token: 'secret',
  cloudPrntUrl: 'http://127.0.0.1/api/cloudprnt/secret',
  lastSeenAt: null,
  lastStatus: null,
  logs: null,
  pendingJobs: 0,
};

describe('device form', () => {
  it('turns the form into the SPEC §7 payload, trimmed, with the branch as an object', () => {
    expect(devicePayloadOf({ ...emptyDeviceForm('2'), name: ' Glocke ', identifier: ' theke-1 ' })).toEqual({
      name: 'Glocke',
      identifier: 'theke-1',
      type: 'notification',
      branch: { id: 2 },
      isEnabled: true,
      isAutoPrintEnabled: false,
    });
  });

  it('round-trips a device', () => {
    expect(devicePayloadOf(deviceFormOf(printer))).toEqual({
      name: 'Bondrucker Kasse',
      identifier: 'kasse-1',
      type: 'printing',
      branch: { id: 1 },
      isEnabled: true,
      isAutoPrintEnabled: true,
    });
  });

  it('never auto-prints on a notification device', () => {
    expect(devicePayloadOf({ ...deviceFormOf(printer), type: 'notification' }).isAutoPrintEnabled).toBe(false);
  });
});

describe('device tests and logs (SPEC §7)', () => {
  it('offers the notification test to notification devices and test print and logs to printers', () => {
    expect(deviceCommandsOf({ type: 'notification' })).toEqual(['test-notification']);
    expect(deviceCommandsOf({ type: 'printing' })).toEqual(['test-print', 'request-logs']);
  });

  it('posts to the spec’s paths with the spec’s fallbacks', () => {
    expect(deviceCommandUrl(4, 'test-notification')).toBe('/api/devices/4/test/notification');
    expect(deviceCommandUrl(4, 'test-print')).toBe('/api/devices/4/test/print');
    expect(deviceCommandUrl(4, 'request-logs')).toBe('/api/devices/4/request-device-logs');
    expect(deviceCommandFallback('test-print')).toBe('messages.deviceTest');
    expect(deviceCommandFallback('request-logs')).toBe('messages.deviceLog');
  });
});

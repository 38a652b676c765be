import type { SignageDeviceCommand } from '@theke/contracts';
import { commandRequest, nowShowingOf, onlineStateOf, openCommandOf } from './tv-state';

const command = (id: number, state: SignageDeviceCommand['state'], isExpired = false) => ({ id, state, isExpired }) as SignageDeviceCommand;

describe('what the TV panel says about a TV', () => {
  const now = new Date('2025-04-15T12:00:00Z');

  it('is online, or offline since its last heartbeat (the time today, date and time before), or never seen', () => {
    expect(onlineStateOf({ isOnline: true, lastHeartbeatAt: '2025-04-15T11:59:40Z' }, now)).toEqual({ online: true });
    expect(onlineStateOf({ isOnline: false, lastHeartbeatAt: '2025-04-15T09:32:00Z' }, now, 'Europe/Vienna')).toEqual({ online: false, since: '11:32' });
    expect(onlineStateOf({ isOnline: false, lastHeartbeatAt: '2025-04-13T20:05:00Z' }, now, 'Europe/Vienna')).toEqual({ online: false, since: '13.04.2025 22:05' });
    expect(onlineStateOf({ isOnline: false, lastHeartbeatAt: null }, now)).toEqual({ online: false, since: null });
  });

  it('aborts the newest command still pending or delivered', () => {
    expect(openCommandOf([command(4, 'acknowledged'), command(3, 'delivered'), command(2, 'pending')])?.id).toBe(3);
    expect(openCommandOf([command(4, 'aborted'), command(3, 'acknowledged')])).toBeNull();
    expect(openCommandOf([command(5, 'pending', true), command(4, 'acknowledged')])).toBeNull();
  });

  it('sends a command only with what it needs', () => {
    expect(commandRequest('reload')).toEqual({ command: 'reload' });
    expect(commandRequest('logs')).toEqual({ command: 'logs' });
    expect(commandRequest('scene', {})).toBeNull();
    expect(commandRequest('scene', { sceneId: 7 })).toEqual({ command: 'scene', scene: { id: 7 } });
    expect(commandRequest('segment', { segmentId: 21, durationSeconds: 30 })).toEqual({ command: 'segment', segment: { id: 21 }, durationSeconds: 30 });
    expect(commandRequest('segment', { segmentId: 21, durationSeconds: null })).toEqual({ command: 'segment', segment: { id: 21 }, durationSeconds: null });
    expect(commandRequest('message', { message: '   ' })).toBeNull();
    expect(commandRequest('message', { message: ' Heute ab 14 Uhr geschlossen ', durationSeconds: 0 })).toEqual({
      command: 'message',
      message: 'Heute ab 14 Uhr geschlossen',
      durationSeconds: null,
    });
  });

  it('names what each region shows', () => {
    const names = new Map([[21, 'Frühstück']]);
    expect(nowShowingOf({ nowShowing: [{ region: 'hauptbereich', segment: { id: 21 } }, { region: 'leiste', segment: { id: 99 } }, { region: 'oben', segment: null }] }, names)).toEqual([
      { region: 'hauptbereich', segmentId: 21, segment: 'Frühstück' },
      { region: 'leiste', segmentId: 99, segment: '#99' },
      { region: 'oben', segmentId: null, segment: null },
    ]);
  });
});

import type { SignageCommandFields } from '@theke/contracts';
import { CommandInbox } from './command-inbox';
import type { KeyValueStorage } from './device-store';

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const NOW = Date.parse('2026-03-04T12:00:00Z');
const command = (id: number, fields: Partial<SignageCommandFields> = {}): SignageCommandFields => ({
  id,
  command: 'message',
  state: 'pending',
  scene: null,
  segment: null,
  durationSeconds: null,
  message: `Nachricht ${id}`,
  expiresAt: new Date(NOW + 60_000).toISOString(),
  ...fields,
});
const ids = (commands: SignageCommandFields[]) => commands.map((taken) => taken.id);

describe('the TV runs each command exactly once (ADR 0042)', () => {
  it('runs a command that arrives live and again with the reconnect fetch once', () => {
    const inbox = new CommandInbox(memoryStorage());
    expect(ids(inbox.take([command(7)], NOW))).toEqual([7]);
    expect(ids(inbox.take([command(7, { state: 'delivered' }), command(8)], NOW))).toEqual([8]);
    expect(ids(inbox.take([command(7), command(8)], NOW))).toEqual([]);
  });

  it('remembers across a reload (a new inbox on the same storage), so a reload command does not loop', () => {
    const storage = memoryStorage();
    expect(ids(new CommandInbox(storage).take([command(3, { command: 'reload' })], NOW))).toEqual([3]);
    expect(ids(new CommandInbox(storage).take([command(3, { command: 'reload', state: 'delivered' })], NOW))).toEqual([]);
  });

  it('runs waiting commands in the order they were sent', () => {
    const inbox = new CommandInbox(memoryStorage());
    expect(ids(inbox.take([command(12), command(10), command(11)], NOW))).toEqual([10, 11, 12]);
  });

  it('never runs an aborted or expired command, nor one aborted before it arrives', () => {
    const inbox = new CommandInbox(memoryStorage());
    expect(inbox.abort(21)).toBe(false);
    const expired = command(22, { expiresAt: new Date(NOW - 1).toISOString() });
    expect(ids(inbox.take([command(20, { state: 'aborted' }), command(21), expired], NOW))).toEqual([]);
    expect(ids(inbox.take([command(20)], NOW))).toEqual([]);
  });

  it('tells whether an aborted command had run (its message or override is still showing)', () => {
    const inbox = new CommandInbox(memoryStorage());
    inbox.take([command(30)], NOW);
    expect(inbox.abort(30)).toBe(true);
    expect(inbox.unacknowledged()).toEqual([]);
  });

  it('keeps the acknowledgements the server has not answered until they are', () => {
    const storage = memoryStorage();
    new CommandInbox(storage).take([command(40), command(41)], NOW);
    const afterReload = new CommandInbox(storage);
    expect(afterReload.unacknowledged()).toEqual([40, 41]);
    afterReload.acknowledged(40);
    expect(new CommandInbox(storage).unacknowledged()).toEqual([41]);
  });
});

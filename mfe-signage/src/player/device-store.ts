/**
 * What a TV keeps in its browser's localStorage (ADR 0042): its device token once paired, and the
 * last programme it received with the server clock's offset, so that a start without the server
 * plays what it played before.
 */
import type { SignageProgramme } from '@theke/contracts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DEVICE_KEY = 'theke.signage.device';
export const PROGRAMME_KEY = 'theke.signage.programme';

export interface DeviceCredentials {
  deviceId: number;
  token: string;
}

export interface CachedProgramme {
  programme: SignageProgramme;
  /** The server's clock minus this browser's when the programme arrived (ms). */
  clockOffsetMs: number;
}

function read<T>(storage: KeyValueStorage, key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the offline start.
  }
}

const isCredentials = (value: unknown): value is DeviceCredentials =>
  typeof (value as DeviceCredentials | null)?.token === 'string' && typeof (value as DeviceCredentials).deviceId === 'number';

const isCachedProgramme = (value: unknown): value is CachedProgramme =>
  Array.isArray((value as CachedProgramme | null)?.programme?.regions) && typeof (value as CachedProgramme).clockOffsetMs === 'number';

export const loadCredentials = (storage: KeyValueStorage): DeviceCredentials | null => read(storage, DEVICE_KEY, isCredentials);

export const saveCredentials = (storage: KeyValueStorage, credentials: DeviceCredentials): void =>
  write(storage, DEVICE_KEY, credentials);

/** Unpaired (the token was renewed or the TV deleted): nothing of the old device stays. */
export function forgetDevice(storage: KeyValueStorage): void {
  storage.removeItem(DEVICE_KEY);
  storage.removeItem(PROGRAMME_KEY);
}

export const loadProgramme = (storage: KeyValueStorage): CachedProgramme | null => read(storage, PROGRAMME_KEY, isCachedProgramme);

export const saveProgramme = (storage: KeyValueStorage, cached: CachedProgramme): void => write(storage, PROGRAMME_KEY, cached);

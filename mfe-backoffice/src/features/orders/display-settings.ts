/**
 * SPEC §2/§9: the back-office settings toggles 'Produktdaten anzeigen' and 'Kundendaten anzeigen',
 * stored in localStorage as '1' or '0'. Both are on until switched off.
 */
import { useSyncExternalStore } from 'react';

export const DISPLAY_SETTING_KEYS = {
  showProductData: 'showProductData',
  showCustomerData: 'showCustomerData',
} as const;

export type DisplaySetting = keyof typeof DISPLAY_SETTING_KEYS;

export type DisplaySettings = Record<DisplaySetting, boolean>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readDisplaySetting(storage: KeyValueStorage, setting: DisplaySetting): boolean {
  return storage.getItem(DISPLAY_SETTING_KEYS[setting]) !== '0';
}

export function writeDisplaySetting(storage: KeyValueStorage, setting: DisplaySetting, value: boolean): void {
  storage.setItem(DISPLAY_SETTING_KEYS[setting], value ? '1' : '0');
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the desk changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** One setting, kept in step across the screens (and tabs) that show it. */
export function useDisplaySetting(setting: DisplaySetting): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readDisplaySetting(window.localStorage, setting),
    () => true,
  );
  const set = (next: boolean) => {
    writeDisplaySetting(window.localStorage, setting, next);
    for (const listener of listeners) listener();
  };
  return [value, set];
}

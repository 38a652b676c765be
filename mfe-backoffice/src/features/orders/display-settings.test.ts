import { readDisplaySetting, writeDisplaySetting } from './display-settings';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('display settings (SPEC §9: stored as 1 or 0)', () => {
  it('shows product and customer data until switched off', () => {
    const storage = memoryStorage();
    expect(readDisplaySetting(storage, 'showProductData')).toBe(true);
    expect(readDisplaySetting(storage, 'showCustomerData')).toBe(true);
  });

  it('stores a toggle as 1 or 0 and reads it back', () => {
    const storage = memoryStorage();
    writeDisplaySetting(storage, 'showCustomerData', false);
    expect(storage.values.get('showCustomerData')).toBe('0');
    expect(readDisplaySetting(storage, 'showCustomerData')).toBe(false);
    writeDisplaySetting(storage, 'showCustomerData', true);
    expect(storage.values.get('showCustomerData')).toBe('1');
    expect(readDisplaySetting(storage, 'showProductData')).toBe(true);
  });
});

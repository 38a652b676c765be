import { maskedKey, newApiKey } from './api-key';
import { hasCoordinates, pinOf } from './map-pin';
import { branchDependents } from './branch-dependents';

describe('the branch API key', () => {
  it('is 32 URL-safe characters from the random source, as the server accepts', () => {
    const key = newApiKey((bytes) => bytes.map((_, index) => index * 9));
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newApiKey()).not.toBe(newApiKey());
  });

  it('is shown masked', () => {
    expect(maskedKey('abcdEFGHijklMNOPqrst')).toBe('abcd••••••••qrst');
    expect(maskedKey('kurz')).toBe('••••');
  });
});

describe('the map pin', () => {
  it('reads latitude and longitude from the form, with German decimal commas', () => {
    expect(pinOf({ latitude: '48,2066', longitude: 16.3713 })).toEqual({ latitude: 48.2066, longitude: 16.3713 });
    expect(hasCoordinates(pinOf({ latitude: '', longitude: 16 }))).toBe(false);
  });
});

describe('what depends on a branch', () => {
  it('names open orders, menus, tables, departments, divisions and staff of the branch; unreadable lists name nothing', async () => {
    const answers: Record<string, unknown> = {
      '/api/orders/current?branch=3': [{ id: 1 }, { id: 2 }],
      '/api/menus?branch=3': [{ id: 5, name: 'Sommer' }],
      '/api/tables?branch=3': [{ id: 7, identifier: 'T1' }],
      '/api/departments?branch=3': [{ id: 2, name: 'Fensterteam' }],
      '/api/divisions': [
        { id: 1, name: 'Reinigung', branches: [3, 4] },
        { id: 2, name: 'Garten', branches: [4] },
      ],
    };
    const get = <T,>(url: string) => (url in answers ? Promise.resolve(answers[url] as T) : Promise.reject(new Error('403')));
    expect(await branchDependents(3, get)).toEqual([
      '2 offene Bestellungen',
      'Menü „Sommer“',
      'Tisch „T1“',
      'Abteilung „Fensterteam“',
      'Sparte „Reinigung“',
    ]);
  });
});

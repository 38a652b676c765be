import { DEFAULT_SECTION, hashPath } from './use-hash-path';
import { sectionOf } from './sections';

describe('back-office hash sub-pages (SPEC §2)', () => {
  it('reads the section from the hash', () => {
    expect(hashPath('#/sites')).toBe('/sites');
    expect(hashPath('#/navigations')).toBe('/navigations');
  });

  it('opens the dashboard without a hash', () => {
    expect(hashPath('')).toBe(DEFAULT_SECTION);
    expect(hashPath('#')).toBe('/dashboard');
    expect(hashPath('#/')).toBe('/dashboard');
  });
});

describe('back-office sections', () => {
  it('finds the section of a sub-page', () => {
    expect(sectionOf('/orders')?.path).toBe('/orders');
    expect(sectionOf('/orders/history')?.path).toBe('/orders');
    expect(sectionOf('/orders/42')?.path).toBe('/orders');
    expect(sectionOf('/devices')?.path).toBe('/devices');
    expect(sectionOf('/ordersx')).toBeUndefined();
  });
});

import { DEFAULT_SECTION, hashPath } from './use-hash-path';

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

import { DEFAULT_SECTION, hashPath } from './use-hash-path';
import { sectionOf, visibleSections } from './sections';

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
  const sections = [
    { path: '/orders', forEmployees: true },
    { path: '/devices', forEmployees: true },
    { path: '/tags', forEmployees: false },
  ];

  it('finds the section of a sub-page', () => {
    expect(sectionOf(sections, '/orders')?.path).toBe('/orders');
    expect(sectionOf(sections, '/orders/history')?.path).toBe('/orders');
    expect(sectionOf(sections, '/orders/42')?.path).toBe('/orders');
    expect(sectionOf(sections, '/devices')?.path).toBe('/devices');
    expect(sectionOf(sections, '/ordersx')).toBeUndefined();
  });

  it('shows employees only their sections', () => {
    expect(visibleSections(sections, { isAdmin: false, branchIds: [1] }).map((section) => section.path)).toEqual([
      '/orders',
      '/devices',
    ]);
    expect(visibleSections(sections, { isAdmin: true, branchIds: [] })).toHaveLength(3);
  });
});

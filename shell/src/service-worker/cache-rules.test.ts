import { CATALOGUE_READ, INIT_READ, isFromStaffPage, isGuestInit, isKeptPage, isStoredAnswer } from './cache-rules';

const answer = (status: number, cacheControl?: string) =>
  ({ status, type: 'basic', headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}) }) as Response;

describe('what the service worker keeps', () => {
  it('keeps catalogue reads and /api/init, never writes-only or staff paths', () => {
    for (const path of ['/api/branches', '/api/menus', '/api/categories/3', '/api/products', '/api/divisions', '/api/tags'])
      expect(CATALOGUE_READ.test(path)).toBe(true);
    for (const path of ['/api/orders', '/api/users/me', '/api/config', '/api/payments/x', '/api/events', '/api/branchesx'])
      expect(CATALOGUE_READ.test(path)).toBe(false);
    expect(INIT_READ.test('/api/init')).toBe(true);
  });

  it('keeps only 200 answers the server did not mark no-store or private', () => {
    expect(isStoredAnswer(answer(200))).toBe(true);
    expect(isStoredAnswer(answer(200, 'no-cache'))).toBe(true);
    expect(isStoredAnswer(answer(200, 'no-store'))).toBe(false);
    expect(isStoredAnswer(answer(200, 'private, max-age=0'))).toBe(false);
    expect(isStoredAnswer(answer(404))).toBe(false);
    expect(isStoredAnswer(answer(503))).toBe(false);
  });

  it('keeps /api/init only as a guest saw it (no staff member in /api/users/me)', () => {
    expect(isGuestInit({ data: [{ url: '/api/config', data: {} }, { url: '/api/users/me', data: null }] })).toBe(true);
    expect(isGuestInit({ data: [{ url: '/api/users/me', data: { id: 1, username: 'admin' } }] })).toBe(false);
    expect(isGuestInit({ data: [{ url: '/api/config', data: {} }] })).toBe(false);
    expect(isGuestInit(null)).toBe(false);
  });

  it('keeps pages, never a navigation into the API (a payment provider sends the guest back to /api/payments/…)', () => {
    expect(isKeptPage('/store/wien-mariahilf')).toBe(true);
    expect(isKeptPage('/')).toBe(true);
    expect(isKeptPage('/api/payments/mollie/return/abc/def')).toBe(false);
    expect(isKeptPage('/image/1-1.png')).toBe(false);
  });

  it('leaves the back-office and branch screens to the network', () => {
    const origin = 'https://shop.example';
    expect(isFromStaffPage(`${origin}/backend#/products`, origin)).toBe(true);
    expect(isFromStaffPage(`${origin}/orders/frontdesk/1/key`, origin)).toBe(true);
    expect(isFromStaffPage(`${origin}/store/wien`, origin)).toBe(false);
    expect(isFromStaffPage('', origin)).toBe(false);
  });
});

import { statusPath, storeBasePath } from './store-paths';

describe('store paths (issue 24: the kiosk keeps its guests under /kiosk/{identifier})', () => {
  it('is the kiosk under /kiosk/{identifier} and the website store anywhere else', () => {
    expect(storeBasePath('wien', '/kiosk/wien')).toBe('/kiosk/wien');
    expect(storeBasePath('wien', '/kiosk/wien/checkout')).toBe('/kiosk/wien');
    expect(storeBasePath('wien', '/kiosk/wiener-neustadt')).toBe('/store/wien');
    expect(storeBasePath('wien', '/store/wien/checkout')).toBe('/store/wien');
  });

  it('shows a placed order on the public status page, at the kiosk on its own short one', () => {
    expect(statusPath('/store/wien', 'u', 'h')).toBe('/status/u/h');
    expect(statusPath('/kiosk/wien', 'u', 'h')).toBe('/kiosk/wien/status/u/h');
  });
});

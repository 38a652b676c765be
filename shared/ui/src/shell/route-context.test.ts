import { resolveRouteContext } from './route-context';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('self-service route context (SPEC §2)', () => {
  it('is the default context without the kiosk parameter', () => {
    expect(resolveRouteContext('', memoryStorage())).toBe('default');
  });

  it('starts with ?self-service and stays for the browser session', () => {
    const storage = memoryStorage();
    expect(resolveRouteContext('?self-service', storage)).toBe('self-service');
    expect(resolveRouteContext('?foo=1', storage)).toBe('self-service');
    expect(resolveRouteContext('?self-service=0', storage)).toBe('default');
    expect(resolveRouteContext('', storage)).toBe('default');
  });

  it('is always self-service at the kiosk, without touching the session', () => {
    const storage = memoryStorage();
    expect(resolveRouteContext('', storage, '/kiosk/wien-mariahilf')).toBe('self-service');
    expect(resolveRouteContext('?self-service=0', storage, '/kiosk/wien-mariahilf/checkout')).toBe('self-service');
    expect(resolveRouteContext('', storage, '/store/wien-mariahilf')).toBe('default');
    expect(resolveRouteContext('', storage, '/kiosk')).toBe('default');
  });

  it('is the preview inside the page editor (?vorschau), for that page only and without touching the session', () => {
    const storage = memoryStorage();
    expect(resolveRouteContext('?vorschau', storage, '/leistungen')).toBe('preview');
    expect(resolveRouteContext('?vorschau=1', storage, '/ueber-uns')).toBe('preview');
    expect(resolveRouteContext('', storage, '/leistungen')).toBe('default');
    expect(resolveRouteContext('?vorschau', storage, '/kiosk/wien-mariahilf')).toBe('self-service');
  });
});

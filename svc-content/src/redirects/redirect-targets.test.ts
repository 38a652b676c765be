import { resolveRouteKind } from '@theke/ui/server';
import { internalPath, isAppRoute } from './redirect-targets';

const SAMPLES = [
  '/',
  '/datenschutzerklaerung',
  '/site/imprint',
  '/site/allergens',
  '/site/impressum',
  '/store/wien',
  '/store/wien/checkout',
  '/store/wien/checkout/error',
  '/store/wien/produkte',
  '/store',
  '/status/abc/def',
  '/status/abc',
  '/orders/frontdesk/1/key',
  '/orders/backoffice/1/key',
  '/orders/history',
  '/zeiterfassung/anna/token',
  '/signage/player',
  '/signage',
  '/backend',
  '/backend/logout',
  '/backendx',
  '/karriere',
  '/karriere/reinigungskraft',
];

describe('redirect targets', () => {
  it('counts as the website’s own route exactly what its route table answers without a site page', () => {
    for (const path of SAMPLES) expect([path, isAppRoute(path)]).toEqual([path, resolveRouteKind(path).kind !== 'site']);
  });

  it('reads a path target without query and fragment, and an address as none', () => {
    expect(internalPath('/kontakt/?quelle=alt#formular')).toBe('/kontakt');
    expect(internalPath('/')).toBe('/');
    expect(internalPath('https://example.com/a')).toBeNull();
    expect(internalPath('//example.com/a')).toBeNull();
  });
});

import { matchRoutes } from 'react-router-dom';
import { resolveRouteKind, routeModuleOf } from '@theke/ui';
import { BRANCH_SCREEN_PATHS, siteRoutes } from './site-routes';

const samplePaths = [
  '/',
  '/store/wien-mitte',
  '/store/wien-mitte/',
  '/store/wien-mitte/checkout',
  '/store/wien-mitte/checkout/error',
  '/status/abc/123',
  '/site/terms-and-conditions',
  '/site/privacy',
  '/site/imprint',
  '/site/allergens',
  '/datenschutzerklaerung',
  '/ueber-uns',
  '/leistungen/fenster/glas',
  '/site/unbekannt',
  '/store',
  '/status/abc',
];

describe('route table (SPEC §2)', () => {
  it.each(samplePaths)('renders %s with the module the gateway preloads', (path) => {
    const matched = matchRoutes(
      siteRoutes.map(({ path: routePath, id }) => ({ path: routePath, id })),
      path,
    );
    const route = matched?.[matched.length - 1]?.route as { id: string } | undefined;
    expect(route?.id).toBe(routeModuleOf(resolveRouteKind(path)));
  });
});

describe('branch screens by api key (SPEC §2 hints)', () => {
  it.each(['/orders/frontdesk/1/key', '/orders/backoffice/2/key'])('renders %s with the module the gateway preloads', (path) => {
    const matched = matchRoutes(
      BRANCH_SCREEN_PATHS.map((routePath) => ({ path: routePath })),
      path,
    );
    expect(matched).not.toBeNull();
    expect(routeModuleOf(resolveRouteKind(path))).toBe('mfe_backoffice/BranchOrders');
  });

  it('leaves other /orders paths to the content pages', () => {
    expect(resolveRouteKind('/orders/kitchen/1/key').kind).toBe('site');
    expect(resolveRouteKind('/orders/frontdesk/1').kind).toBe('site');
  });
});

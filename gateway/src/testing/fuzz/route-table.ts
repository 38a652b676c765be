/**
 * The fuzz suite's list of endpoints, read from the running Express apps instead of written by
 * hand: a route added to any service is fuzzed without anyone remembering to list it. Express 5
 * (router 2.x) keeps each `use` prefix as `rawPath` and each route's pattern as `route.path`.
 */

export type FuzzMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteEntry {
  method: FuzzMethod;
  /** The Express pattern as the gateway sees it, e.g. `/api/orders/:id/items/:index`. */
  pattern: string;
  /** Named params in order of appearance (`:id`, `*path`). */
  params: string[];
}

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  rawPath?: unknown;
  handle: { stack?: RouterLayer[] };
}

interface RoutedApp {
  router: { stack: RouterLayer[] };
}

const FUZZ_METHODS: readonly FuzzMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
const PARAM = /[:*](\w+)/g;

function isRoutedApp(app: unknown): app is RoutedApp {
  const router = (app as { router?: { stack?: unknown } } | null)?.router;
  return Array.isArray(router?.stack);
}

function methodsOf(methods: Record<string, boolean | undefined>): FuzzMethod[] {
  // `router.all` registers `_all`: an endpoint that answers any method.
  if (methods._all) return ['GET', 'POST'];
  return FUZZ_METHODS.filter((method) => methods[method.toLowerCase()]);
}

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix}${path === '/' ? '' : path}`;
  return joined === '' ? '/' : joined;
}

function walk(stack: RouterLayer[], prefix: string, out: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const { path } = layer.route;
      // A route may answer several patterns (`router.get([list, one], …)`).
      for (const each of Array.isArray(path) ? (path as unknown[]) : [path]) {
        // Every route of ours is a string pattern; a RegExp route would need its own sample paths.
        if (typeof each !== 'string') throw new Error(`route with a non-string path under ${prefix}: ${String(each)}`);
        const pattern = joinPath(prefix, each).replace(/\/$/, '') || '/';
        const params = [...pattern.matchAll(PARAM)].map((match) => match[1] ?? '');
        for (const method of methodsOf(layer.route.methods)) out.push({ method, pattern, params });
      }
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, `${prefix}${mount}`, out);
    }
  }
}

/** Every method + pattern an Express app answers, in registration order. */
export function routesOf(app: unknown): RouteEntry[] {
  if (!isRoutedApp(app)) throw new Error('not an Express 5 app: no router stack');
  const out: RouteEntry[] = [];
  walk(app.router.stack, '', out);
  return out;
}

/** Routes of several apps, each method + pattern once (the first app's wins). */
export function mergedRoutes(apps: unknown[], skip: (route: RouteEntry) => boolean): RouteEntry[] {
  const seen = new Set<string>();
  const merged: RouteEntry[] = [];
  for (const route of apps.flatMap(routesOf)) {
    const key = `${route.method} ${route.pattern}`;
    if (seen.has(key) || skip(route)) continue;
    seen.add(key);
    merged.push(route);
  }
  return merged;
}

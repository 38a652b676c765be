/**
 * Issue 18: the route table is said once, in @theke/ui's ROUTE_TABLE (docs/adr/0037-route-table.md).
 * What is written beside it must agree: each remote's exposes.js (webpack's list) and the files it
 * names, the shell's routes and the gateway's resolver, the first-screen renderer's sources, and the
 * shell's generated remote types.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { FIRST_SCREEN_SOURCES, shellRoutes } from '@theke/shell/server';
import {
  exposedModuleOf,
  exposesOf,
  hasFirstScreen,
  REMOTES,
  resolveRouteKind,
  ROUTE_TABLE,
  routeModuleOf,
  type RemoteModuleId,
  type RouteDescription,
} from '@theke/ui/server';
import {
  exposesOfPackage,
  REMOTE_PACKAGES,
  REMOTE_TYPES_FILE,
  remoteTypesSource,
  type RemotePackage,
} from './remote-types';

const ROOT = path.resolve(__dirname, '..');
const DESCRIPTIONS: readonly RouteDescription[] = ROUTE_TABLE;
const PAGES = DESCRIPTIONS.flatMap(({ module, kind, paths }) => (kind ? [{ module, kind, paths }] : []));
const packageOf = (remote: string) =>
  Object.entries(REMOTE_PACKAGES).find(([, name]) => name === remote)?.[0] as RemotePackage;

/** Paths a pattern stands for: each `:param` filled (once plainly, once percent-encoded), with and without a trailing slash. */
function samplesOf(pattern: string): string[] {
  if (pattern === '*') return ['/ueber-uns', '/leistungen/fenster/glas', '/site/unbekannt', '/a/b/c/'];
  const filled = [pattern.replace(/:[^/]+/g, 'wien-mitte'), pattern.replace(/:[^/]+/g, 'wien%20mitte')];
  return [...new Set(filled)].flatMap((sample) => {
    if (sample.endsWith('/*'))
      return [sample.slice(0, -2), `${sample.slice(0, -1)}orders`, `${sample.slice(0, -1)}orders/1/`];
    return sample === '/' ? [sample] : [sample, `${sample}/`];
  });
}

/** The module the shell's router renders for a path (react-router's own matching of the shell's routes). */
function shellModuleOf(pathname: string): string | undefined {
  const matched = matchRoutes(
    shellRoutes.map(({ path: routePath, id }) => ({ path: routePath, id })),
    pathname,
  );
  return (matched?.[matched.length - 1]?.route as { id: string } | undefined)?.id;
}

const SAMPLES = PAGES.flatMap(({ module, kind, paths }) =>
  paths.flatMap((pattern) => samplesOf(pattern).map((sample) => ({ sample, module, kind }))),
);
/** Near misses of the patterns: content pages for both sides. */
const CONTENT_PAGES = [
  '/store',
  '/status/abc',
  '/status/abc/def/ghi',
  '/orders/kitchen/1/key',
  '/orders/frontdesk/1',
  '/zeiterfassung/anna',
  '/zeiterfassung/anna/token/extra',
  '/signage',
  '/signage/player/extra',
  '/site',
  '/backendx',
  '/store/x/checkout/other',
];

describe('route table (issue 18, SPEC §2)', () => {
  it('names the remotes @theke/ui registers, each module once and each kind of page with one module', () => {
    expect(Object.values(REMOTE_PACKAGES).sort()).toEqual(Object.values(REMOTES).sort());
    const modules = DESCRIPTIONS.map(({ module }) => module);
    expect(new Set(modules).size).toBe(modules.length);
    const kinds = PAGES.map(({ kind }) => kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const { kind, module } of PAGES) expect(routeModuleOf({ kind })).toBe(module);
  });

  it.each(Object.keys(REMOTE_PACKAGES) as RemotePackage[])(
    "%s's exposes.js exposes exactly the described modules, from the described files",
    (pkg) => {
      expect(exposesOfPackage(pkg)).toEqual(exposesOf(REMOTE_PACKAGES[pkg]));
    },
  );

  it.each(DESCRIPTIONS.map(({ module }) => module))('%s has its source file in the remote', (module) => {
    const { remote, source } = exposedModuleOf(module as RemoteModuleId);
    expect(existsSync(path.join(ROOT, packageOf(remote), source))).toBe(true);
  });

  it.each(SAMPLES)(
    '$sample: the gateway resolves the described kind and module, the shell renders the same module',
    ({ sample, module, kind }) => {
      const route = resolveRouteKind(sample);
      expect(route.kind).toBe(kind);
      expect(routeModuleOf(route)).toBe(module);
      expect(shellModuleOf(sample)).toBe(module);
    },
  );

  it.each(CONTENT_PAGES)('%s is a content page for the gateway and for the shell', (sample) => {
    expect(resolveRouteKind(sample)).toEqual({ kind: 'site', path: sample });
    expect(shellModuleOf(sample)).toBe(routeModuleOf({ kind: 'site' }));
  });

  it('mounts in the shell exactly the described patterns', () => {
    const described = PAGES.flatMap(({ module, paths }) => paths.map((pattern) => `${pattern} ${module}`));
    expect(shellRoutes.map(({ path: pattern, id }) => `${pattern} ${id}`)).toEqual(described);
  });

  it('renders a first screen of exactly the described pages, from the files webpack exposes', async () => {
    const described = PAGES.filter(
      ({ module }) => DESCRIPTIONS.find((description) => description.module === module)?.firstScreen,
    );
    expect(Object.keys(FIRST_SCREEN_SOURCES).sort()).toEqual(described.map(({ module }) => module).sort());
    for (const { kind } of PAGES)
      expect(hasFirstScreen({ kind })).toBe(described.some((page) => page.kind === kind));
    for (const [module, load] of Object.entries(FIRST_SCREEN_SOURCES)) {
      const { remote, source } = exposedModuleOf(module as RemoteModuleId);
      const exposed = (await import(path.join(ROOT, packageOf(remote), source))) as { default: unknown };
      expect(typeof exposed.default).toBe('function');
      expect((await load()).default).toBe(exposed.default);
    }
  });

  it("keeps the shell's generated remote types current with the remotes' exposes.js", () => {
    expect(readFileSync(REMOTE_TYPES_FILE, 'utf8')).toBe(remoteTypesSource());
  });
});

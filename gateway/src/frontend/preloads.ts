import {
  resolveRouteKind,
  routeModuleOf,
  type ApplicationName,
  type RemoteEntry,
  type RouteKind,
} from '@theke/ui/server';
import { assetsUrl, distDir, REMOTE_APPS, type ShellAssets } from './app-builds';
import { manifestOf, type RegistryOptions } from './registry';

export const INIT_URL = '/api/init';

export interface RoutePlan {
  application: ApplicationName;
  scripts: string[];
  fetches: string[];
}

/**
 * Lazy chunks nearly every page of a route needs (mfe-website's common content blocks, ADR 0016):
 * preloaded like synchronous chunks so they do not wait for the module that imports them.
 */
const PRELOADED_ASYNC_CHUNK = /^blocks\.[0-9a-f]+\.js$/;

/** The remote module's remoteEntry.js and its synchronous chunks, from the remote's mf-manifest.json. */
function remoteModuleScripts(options: RegistryOptions, moduleId: string, registry: RemoteEntry[]): string[] {
  const [remote = '', exposed = ''] = moduleId.split('/');
  const entry = registry.find((candidate) => candidate.name === remote);
  const app = REMOTE_APPS[remote];
  if (!entry || !app) return [];
  // A remote pointed elsewhere (an override) is preloaded by its entry only.
  if (!entry.entry.startsWith(assetsUrl(app))) return [entry.entry];
  const manifest = manifestOf(options, remote);
  const expose = manifest?.exposes.find((candidate) => candidate.name === exposed);
  const files = [...(expose?.assets.js.sync ?? []), ...(expose?.assets.js.async ?? []).filter((file) => PRELOADED_ASYNC_CHUNK.test(file))];
  return [entry.entry, ...files.map((file) => assetsUrl(app, file))];
}

function shellChunk(options: RegistryOptions, name: string): string[] {
  const assets = options.readJson<ShellAssets>(`${distDir(options.distRoot, 'shell')}/assets-manifest.json`);
  return (assets?.chunks[name] ?? []).map((file) => assetsUrl('shell', file));
}

/**
 * What the opened route needs besides the shell's main.js: a guest route gets its remote's entry
 * and chunks; /backend gets the shell's back-office chunk, plus the back-office remote for staff;
 * a branch screen, the time clock and the TV player get their shell chunk and their remote module,
 * and so does the kiosk, a guest page of the site's application.
 */
export function planRoute(
  options: RegistryOptions,
  pathname: string,
  registryOf: (application: ApplicationName) => RemoteEntry[],
  signedIn: boolean,
): RoutePlan {
  const route: RouteKind = resolveRouteKind(pathname);
  if (route.kind === 'backend') {
    const logout = /^\/backend\/logout\/?$/.test(pathname);
    const scripts = shellChunk(options, logout ? 'backend-logout' : 'backend');
    if (signedIn && !logout) scripts.push(...remoteModuleScripts(options, routeModuleOf(route), registryOf('backoffice')));
    return { application: 'backoffice', scripts, fetches: [INIT_URL] };
  }
  if (route.kind === 'branch-screen' || route.kind === 'time-clock' || route.kind === 'signage-player') {
    // A branch tablet, an employee's time clock or a TV: the back-office application without a
    // session (the api key, the personal link or the device token is the credential), in the shell's
    // page for such screens.
    const scripts = [
      ...shellChunk(options, 'branch-screen'),
      ...remoteModuleScripts(options, routeModuleOf(route), registryOf('backoffice')),
    ];
    return { application: 'backoffice', scripts, fetches: [INIT_URL] };
  }
  const scripts = remoteModuleScripts(options, routeModuleOf(route), registryOf('site'));
  // A branch's self-service kiosk: the store's remote in the shell's full-screen page (ADR 0050).
  if (route.kind === 'kiosk') scripts.unshift(...shellChunk(options, 'branch-screen'));
  // Content pages show the alternative footer, a lazy shell chunk (unless config.footerVariant
  // says otherwise; then the preload is a small unused download).
  if (route.kind === 'site') scripts.push(...shellChunk(options, 'alternative-footer'));
  return { application: 'site', scripts, fetches: [INIT_URL] };
}

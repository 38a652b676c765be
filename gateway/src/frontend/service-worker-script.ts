import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { assetsUrl, distDir, REMOTE_APPS, type ShellAssets } from './app-builds';
import { manifestOf, registryEntries, type RegistryOptions } from './registry';

/** Workbox's precache entry: hashed file names need no revision, a stable name carries its content hash. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The worker's own code, built beside the shell (shell/webpack.service-worker.js). */
export const SERVICE_WORKER_RUNTIME = 'service-worker.js';
/**
 * Lazy parts larger than this (the map's mapbox-gl, 1.8 MB) are left to the network: a guest who
 * never opens the map should not download it for the offline copy.
 */
export const LARGEST_PRECACHED_CHUNK = 256 * 1024;

export type ReadText = (file: string) => string | null;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * What the worker precaches (issue 24, ADR 0049): the shell's chunks, and for each remote of the
 * guest application (`/api/remotes?app=site`) its remoteEntry.js with its content hash and the chunks
 * its exposed routes load (mf-manifest.json), up to LARGEST_PRECACHED_CHUNK each. A remote served
 * from another deployment (THEKE_REMOTES) is left to the network: its files are not ours to list.
 */
export function precacheEntries(options: RegistryOptions, readText: ReadText): PrecacheEntry[] {
  const entries = new Map<string, string | null>();
  const shellDist = distDir(options.distRoot, 'shell');
  const shell = options.readJson<ShellAssets>(path.join(shellDist, 'assets-manifest.json'));
  for (const files of Object.values(shell?.chunks ?? {})) {
    for (const file of files) entries.set(assetsUrl('shell', file), null);
  }
  for (const { name, entry } of registryEntries(options, 'site')) {
    const app = REMOTE_APPS[name];
    const manifest = manifestOf(options, name);
    if (!app || !manifest || options.overrides?.[name]) continue;
    const dist = distDir(options.distRoot, app);
    const remoteEntry = readText(path.join(dist, manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name));
    if (remoteEntry === null) continue;
    entries.set(entry, hashOf(remoteEntry));
    for (const expose of manifest.exposes) {
      for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) {
        if (sizeOf(path.join(dist, file)) <= LARGEST_PRECACHED_CHUNK) entries.set(assetsUrl(app, file), null);
      }
    }
  }
  return [...entries].map(([url, revision]) => ({ url, revision }));
}

/**
 * `/sw.js`: the precache list and an import of the worker's code, versioned by its hash. Any change
 * to a listed build changes these bytes, which is how the browser's update check notices it.
 */
export function serviceWorkerScript(options: RegistryOptions, readText: ReadText): string | null {
  const runtime = readText(path.join(distDir(options.distRoot, 'shell'), SERVICE_WORKER_RUNTIME));
  if (runtime === null) return null;
  const precache = JSON.stringify(precacheEntries(options, readText));
  return `self.__THEKE_PRECACHE = ${precache};\nimportScripts(${JSON.stringify(`${assetsUrl('shell', SERVICE_WORKER_RUNTIME)}?v=${hashOf(runtime)}`)});\n`;
}

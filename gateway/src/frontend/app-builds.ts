import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@theke/ui/server';

/** The deployables whose built files the gateway serves in single-machine mode. */
export const FRONTEND_APPS = ['shell', 'mfe-store', 'mfe-website', 'mfe-backoffice', 'mfe-signage'] as const;
export type FrontendApp = (typeof FRONTEND_APPS)[number];

/** Federation name (a JavaScript identifier) → package folder. */
export const REMOTE_APPS: Record<string, FrontendApp> = {
  [REMOTES.store]: 'mfe-store',
  [REMOTES.website]: 'mfe-website',
  [REMOTES.backoffice]: 'mfe-backoffice',
  [REMOTES.signage]: 'mfe-signage',
};

export const ASSETS_PREFIX = '/assets';

export function assetsUrl(app: FrontendApp, file = ''): string {
  return `${ASSETS_PREFIX}/${app}/${file}`;
}

export function distDir(distRoot: string, app: FrontendApp): string {
  return path.join(distRoot, app, 'dist');
}

/** The parts of a remote's mf-manifest.json the gateway reads. */
export interface FederationManifest {
  metaData: { name: string; remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export interface ShellAssets {
  chunks: Record<string, string[]>;
}

/**
 * Reads a JSON build output and keeps it until the file changes on disk: a new build of a
 * remote is picked up without restarting (or rebuilding) anything else.
 */
export function createJsonFileCache() {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  return function read<T>(file: string): T | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cache.delete(file);
      return null;
    }
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as T;
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      return null;
    }
  };
}

export function createTextFileCache() {
  const cache = new Map<string, { mtimeMs: number; value: string }>();
  return function read(file: string): string | null {
    try {
      const { mtimeMs } = statSync(file);
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value;
      const value = readFileSync(file, 'utf8');
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      return null;
    }
  };
}

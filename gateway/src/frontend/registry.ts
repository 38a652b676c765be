import { APPLICATIONS, type ApplicationName, type RemoteEntry } from '@theke/ui/server';
import { assetsUrl, distDir, REMOTE_APPS, type FederationManifest } from './app-builds';

export type ReadJson = <T>(file: string) => T | null;

export interface RegistryOptions {
  distRoot: string;
  readJson: ReadJson;
  /** Entries that point a remote elsewhere (another deployment of it), by federation name. */
  overrides?: Record<string, string>;
}

export function manifestOf(options: RegistryOptions, remote: string): FederationManifest | null {
  const app = REMOTE_APPS[remote];
  return app ? options.readJson<FederationManifest>(`${distDir(options.distRoot, app)}/mf-manifest.json`) : null;
}

/**
 * The remotes registry: each built remote with the URL of its remoteEntry.js (read from its
 * mf-manifest.json, so the browser fetches no manifest). Unbuilt remotes are left out.
 */
export function registryEntries(options: RegistryOptions, application?: ApplicationName): RemoteEntry[] {
  const names = application ? APPLICATIONS[application] : Object.values(APPLICATIONS).flat();
  const entries: RemoteEntry[] = [];
  for (const name of names) {
    const override = options.overrides?.[name];
    if (override) {
      entries.push({ name, entry: override });
      continue;
    }
    const manifest = manifestOf(options, name);
    const app = REMOTE_APPS[name];
    if (!manifest || !app) continue;
    const { path: entryPath, name: entryName } = manifest.metaData.remoteEntry;
    entries.push({ name, entry: assetsUrl(app, `${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`) });
  }
  return entries;
}

export function isApplicationName(value: unknown): value is ApplicationName {
  return typeof value === 'string' && Object.hasOwn(APPLICATIONS, value);
}

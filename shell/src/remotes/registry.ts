import { registerRemotes } from '@module-federation/enhanced/runtime';
import { APPLICATIONS, api, type ApplicationName, type RemoteEntry } from '@theke/ui';

/** The registry the gateway inlines into the shell HTML: only the opened application's remotes. */
export interface InlineRegistry {
  app: ApplicationName;
  remotes: RemoteEntry[];
}

/** A JSON data block (not a script), so the page's CSP needs no inline-script exception. */
export const REGISTRY_ELEMENT_ID = 'theke-registry';

export function readInlineRegistry(doc: Document = document): InlineRegistry | null {
  const text = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InlineRegistry;
  } catch {
    return null;
  }
}

export const REMOTES_URL = '/api/remotes';

const loadedApps = new Map<ApplicationName, Promise<void>>();
const registered = new Map<string, RemoteEntry>();

export function applicationOf(remote: string): ApplicationName {
  for (const [app, remotes] of Object.entries(APPLICATIONS) as [ApplicationName, readonly string[]][]) {
    if (remotes.includes(remote)) return app;
  }
  throw new Error(`Unknown remote ${remote}`);
}

function register(remotes: RemoteEntry[], force = false): void {
  for (const remote of remotes) registered.set(remote.name, remote);
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force },
  );
}

export function registerInlineRegistry(): void {
  const inline = readInlineRegistry();
  if (!inline) return;
  register(inline.remotes);
  loadedApps.set(inline.app, Promise.resolve());
}

/**
 * Makes sure the application's remotes are registered. Remotes of the other application (e.g. the
 * back-office after logging in on a guest page) are fetched from `/api/remotes?app=` on demand.
 */
export function ensureApplication(app: ApplicationName): Promise<void> {
  let loading = loadedApps.get(app);
  if (!loading) {
    loading = api
      .get<RemoteEntry[]>(`${REMOTES_URL}?app=${app}`, { redirectOnUnauthorized: false })
      .then((remotes) => register(remotes))
      .catch((error: unknown) => {
        loadedApps.delete(app);
        throw error;
      });
    loadedApps.set(app, loading);
  }
  return loading;
}

/** After a failed load, registers the remote again so the runtime forgets the failed entry. */
export function reregister(remote: string): void {
  const entry = registered.get(remote);
  if (entry) register([entry], true);
  else loadedApps.delete(applicationOf(remote));
}

import type { ComponentType } from 'react';

// No runtime imports here: the gateway reads REMOTES and APPLICATIONS from this file too.

/**
 * The contract between the shell and a remote: every exposed route module default-exports a
 * component that renders the route. Route parameters come from the shared router (`useParams`).
 */
export interface RouteModule {
  default: ComponentType;
}

/**
 * Federation names of the remotes (JavaScript identifiers, see docs/architecture.md "Module
 * federation: what the spike found").
 */
export const REMOTES = {
  store: 'mfe_store',
  website: 'mfe_website',
  backoffice: 'mfe_backoffice',
  signage: 'mfe_signage',
} as const;

export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

/** A registry entry as `GET /api/remotes` answers it. */
export interface RemoteEntry {
  name: RemoteName | string;
  entry: string;
}

/** Which remotes an application (the guest site or the back-office) may load. */
export const APPLICATIONS = {
  site: [REMOTES.store, REMOTES.website],
  backoffice: [REMOTES.backoffice, REMOTES.signage],
} as const;

export type ApplicationName = keyof typeof APPLICATIONS;

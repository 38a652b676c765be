import { INTERNAL_TOKEN_HEADER, type Principal, signInternalToken } from './internal-auth';

/** Role of a service calling another service (sees what guests see, plus nothing staff-only). */
export const ROLE_SERVICE = 'ROLE_SERVICE';

export interface PeerClient {
  /** GET `<peer>/api<path>` and return the envelope's `data`; throws on any non-2xx answer. */
  get<T>(peer: string, path: string): Promise<T>;
  has(peer: string): boolean;
}

export class PeerCallError extends Error {
  constructor(
    readonly peer: string,
    readonly path: string,
    readonly status: number,
  ) {
    super(`${peer} ${path} answered ${status}`);
  }
}

/**
 * Services ask each other over HTTP (never each other's tables), signing the same kind of
 * internal token the gateway signs, with the calling service as principal.
 */
export function createPeerClient(self: string, urls: Record<string, string>, secret: string): PeerClient {
  const principal: Principal = { userId: null, username: `svc-${self}`, roles: [ROLE_SERVICE], branchIds: [] };
  return {
    has: (peer) => Boolean(urls[peer]),
    async get<T>(peer: string, path: string): Promise<T> {
      const base = urls[peer];
      if (!base) throw new Error(`no address for peer service ${peer}`);
      const response = await fetch(`${base}/api${path}`, {
        headers: { [INTERNAL_TOKEN_HEADER]: signInternalToken(principal, secret), accept: 'application/json' },
      });
      if (!response.ok) throw new PeerCallError(peer, path, response.status);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

/** A peer's entry, or null where the peer answers 404 (there is none); any other failure throws. */
export async function findAtPeer<T>(peers: PeerClient, peer: string, path: string): Promise<T | null> {
  try {
    return await peers.get<T>(peer, path);
  } catch (error) {
    if (error instanceof PeerCallError && error.status === 404) return null;
    throw error;
  }
}

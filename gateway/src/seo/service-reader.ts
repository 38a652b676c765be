import { GUEST, INTERNAL_TOKEN_HEADER, signInternalToken } from '@theke/server';
import type { ServiceName, ServiceUrls } from '../proxy/service-map';

/** Reads public data from a service as a guest (what crawlers may see). */
export function guestReader(services: ServiceUrls, internalSecret: string) {
  return async function read<T>(service: ServiceName, path: string): Promise<T> {
    const response = await fetch(`${services[service]}/api${path}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signInternalToken(GUEST, internalSecret), accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${service} ${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
}

export type GuestReader = ReturnType<typeof guestReader>;

import { GUEST, INTERNAL_TOKEN_HEADER, signInternalToken, type Principal } from '@theke/server';
import type { ServiceName, ServiceUrls } from '../proxy/service-map';

/** A GET of a service's API path as `principal` (a guest unless said otherwise), answered as it came. */
export function serviceGet(services: ServiceUrls, internalSecret: string) {
  return (service: ServiceName, path: string, { principal = GUEST, headers = {} }: { principal?: Principal; headers?: Record<string, string> } = {}) =>
    fetch(`${services[service]}/api${path}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signInternalToken(principal, internalSecret), accept: 'application/json', ...headers },
    });
}

export type ServiceGet = ReturnType<typeof serviceGet>;

/** Reads public data from a service as a guest (what crawlers may see). */
export function guestReader(services: ServiceUrls, internalSecret: string) {
  const get = serviceGet(services, internalSecret);
  return async function read<T>(service: ServiceName, path: string): Promise<T> {
    const response = await get(service, path);
    if (!response.ok) throw new Error(`${service} ${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
}

export type GuestReader = ReturnType<typeof guestReader>;

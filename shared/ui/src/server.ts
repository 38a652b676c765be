/**
 * @theke/ui/server: what the gateway reads of the UI kit on the server (remote names, the route
 * table's kinds, the consent cookie), without the kit's components and providers.
 */
export * from './route-module/registry';
export * from './route-module/route-kind';
export { COOKIE_CONSENT_NAME } from './consent/consent';

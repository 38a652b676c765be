/**
 * @theke/ui/server: what the gateway and the build scripts read of the UI kit on the server
 * (remote names, the route table, its kinds and how remotes expose its modules, the consent
 * cookie), without the kit's components and providers.
 */
export * from './route-module/registry';
export * from './route-module/route-table';
export * from './route-module/route-kind';
export * from './route-module/route-sources';
export { COOKIE_CONSENT_NAME } from './consent/consent';
export { SYSTEM_FONT, theme, themeProperty } from './theme/theme';

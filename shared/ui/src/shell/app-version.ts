/** SPEC §1: app version (root package.json), injected by the build; 'dev' in unit tests. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

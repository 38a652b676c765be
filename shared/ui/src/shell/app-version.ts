declare global {
  /** The platform version (root package.json), injected by the build's DefinePlugin. */
  const __APP_VERSION__: string | undefined;
}

/** SPEC §1: app version, shown in the admin toolbar; 'dev' where the build did not inject it (tests). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

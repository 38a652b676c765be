/** The platform version (root package.json), injected at build time; shown in the admin toolbar. */
declare const __APP_VERSION__: string;

/** Where the e2e platform listens; override with E2E_PORT when the default is taken. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

/** Debian's chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The demo logins (ARCHITECTURE "Pinned contracts"). */
export const DEMO_ADMIN = { username: 'admin', password: 'theke-admin' } as const;
export const DEMO_EMPLOYEE = { username: 'mitarbeiter', password: 'theke-mitarbeiter' } as const;

import express, { type Express, type Router } from 'express';
import type { Pool } from 'pg';
import {
  type ChangeLog,
  type EventBus,
  type Logger,
  cleanUrl,
  errorHandler,
  jsonBody,
  notFoundHandler,
  requestContext,
  transportAwareHelmet,
} from '@theke/server';
import { authRouter } from './auth/auth.routes';
import { csrfProtection } from './auth/csrf';
import { loginLinkRouter } from './auth/login-link.routes';
import type { LoginLinks } from './auth/login-links';
import { LoginThrottle } from './auth/login-throttle';
import { configurePassport } from './auth/passport';
import { SIGN_IN_PATHS, onlyWithSession, sessionMiddleware } from './auth/session';
import { branchScreenKeys } from './events/branch-screen-keys';
import { eventsRouter } from './events/events.routes';
import type { LiveEventHub } from './events/live-event-hub';
import { initRouter } from './init/init.routes';
import { principalFromSession, staffOfSession } from './proxy/principal';
import { appInstallRouter } from './app-install/app-install.routes';
import { firstScreenRouter, START_SHELL_AFTER_LOAD_HASH } from './frontend/first-screen';
import { pageMetaRouter, redirectLookup } from './seo/page-meta.routes';
import { seoRouter } from './seo/seo.routes';
import { publicOrderLookup, staffSiteLookup } from './seo/page-lookups';
import { guestReader, serviceGet } from './seo/service-reader';
import { createProxies } from './proxy/proxy';
import { compressOwnAnswers } from './proxy/own-compression';
import type { ServiceUrls } from './proxy/service-map';
import { clockLinks } from './time-tracking/clock-link';
import { withoutClockTokens } from './time-tracking/log-redaction';
import { signageDevices } from './signage/device-auth';
import { deviceIdentities } from './signage/device-identities';
import { catalogBranches, usersRouter } from './users/users.routes';

export interface FrontendRoutes {
  /** Mounted under /api before the proxy (the remotes registry). */
  api: Router;
  /** Mounted last: built bundles and the shell's HTML. */
  pages: Router;
}

export interface GatewayAppOptions {
  services: ServiceUrls;
  pool: Pool;
  bus: EventBus;
  log: Logger;
  internalSecret: string;
  sessionSecret: string;
  secureCookies: boolean;
  /** Express `trust proxy` setting: hops in front of the gateway whose X-Forwarded-For is believed. */
  trustProxy: number | false;
  frontend?: FrontendRoutes;
  /** Live fan-out of this replica (started and stopped with the gateway). */
  liveEvents: LiveEventHub;
  /** The audit log of the gateway's own writes (staff users), through its outbox. */
  changeLog: ChangeLog;
  /** One-time login links by e-mail (their mails are awaited when the gateway stops). */
  loginLinks: LoginLinks;
  /** `PUBLIC_URL`: where links in e-mails point; null: the address the request was sent to. */
  publicUrl: string | null;
  /** Checked by /readyz besides the bus. */
  isDatabaseReady(): Promise<boolean>;
}

/** Content Security Policy of the pages: own scripts, mapbox, and the consented third-party tags. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", START_SHELL_AFTER_LOAD_HASH, 'https://connect.facebook.net', 'https://www.googletagmanager.com', 'https://api.mapbox.com'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://api.mapbox.com', 'https://fonts.googleapis.com'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
  connectSrc: ["'self'", 'https://api.mapbox.com', 'https://events.mapbox.com', 'https://www.google-analytics.com', 'https://www.facebook.com'],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
};

export function createGatewayApp(options: GatewayAppOptions): Express {
  const { bus } = options;
  const log = withoutClockTokens(options.log);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.use(transportAwareHelmet(CSP_DIRECTIVES));
  app.use(requestContext(log));
  app.use(compressOwnAnswers());

  app.get('/healthz', (_req, res) => {
    res.json({ data: { status: 'ok', service: 'gateway' } });
  });
  app.get('/readyz', async (_req, res) => {
    const database = await options.isDatabaseReady();
    const ready = database && bus.isReady();
    res.status(ready ? 200 : 503).json({ data: { database, bus: bus.isReady(), service: 'gateway' } });
  });

  const passport = configurePassport(options.pool);
  const proxies = createProxies({ services: options.services, internalSecret: options.internalSecret, bus, log });
  app.use(['/image', '/upload'], proxies.media);
  // The installable app's manifest, icons and favicon (issue 24, ADR 0049).
  app.use(appInstallRouter({ read: guestReader(options.services, options.internalSecret), contentUrl: options.services.content, bus, log }));

  const withSession = onlyWithSession(
    sessionMiddleware({ pool: options.pool, secret: options.sessionSecret, secureCookies: options.secureCookies }),
    passport.session(),
  );
  const api = express.Router();
  api.use(cleanUrl);
  // Before the session: a clock link is its own credential (ADR 0041).
  api.use(clockLinks(new LoginThrottle(options.pool, 'time-tracking'), proxies.api));
  // Before the session too: a paired TV's token is its own credential (ADR 0042).
  api.use(
    signageDevices({
      identities: deviceIdentities(options.services, options.internalSecret),
      throttle: new LoginThrottle(options.pool, 'signage-device'),
      hub: options.liveEvents,
      forward: proxies.api,
    }),
  );
  api.use(withSession);
  api.use((req, _res, next) => {
    req.principal = principalFromSession(req);
    req.changeLog = options.changeLog;
    next();
  });
  api.use(csrfProtection((path) => SIGN_IN_PATHS.has(path)));
  const loginThrottle = new LoginThrottle(options.pool);
  api.use(authRouter(loginThrottle, passport));
  api.use(
    loginLinkRouter({
      links: options.loginLinks,
      requestThrottle: new LoginThrottle(options.pool, 'login-link'),
      loginThrottle,
      publicUrl: options.publicUrl,
    }),
  );
  api.use(initRouter({ services: options.services, internalSecret: options.internalSecret, bus, log }));
  api.use(eventsRouter(options.liveEvents, branchScreenKeys(options.services, options.internalSecret)));
  api.use('/users', ...jsonBody('100kb'), usersRouter(loginThrottle, catalogBranches(options.services, options.internalSecret)));
  if (options.frontend) api.use(options.frontend.api);
  api.use(proxies.api);
  app.use('/api', api, notFoundHandler);

  const readAsGuest = guestReader(options.services, options.internalSecret);
  app.use(seoRouter(readAsGuest, bus));
  if (options.frontend) {
    const get = serviceGet(options.services, options.internalSecret);
    app.use(
      pageMetaRouter({
        read: readAsGuest,
        resolveRedirect: redirectLookup(options.services, options.internalSecret),
        orderExists: publicOrderLookup(get),
        staffOf: staffOfSession(withSession),
        staffSite: staffSiteLookup(get),
        bus,
        log,
      }),
    );
    app.use(firstScreenRouter({ bus, log }));
    app.use(options.frontend.pages);
  }
  app.use(notFoundHandler);
  app.use(errorHandler(log));
  return app;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { createBus, createLogger, internalSecretFromEnv, onShutdown } from '@theke/server';
import type { FrontendRoutes } from './app';
import { startGateway } from './gateway';
import type { ServiceName } from './proxy/service-map';

/** Entry of the gateway as its own process (docker-compose, `npm run start:services`). */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function frontendRoutes(): FrontendRoutes | undefined {
  const entry = path.join(__dirname, 'frontend', 'index.ts');
  if (!existsSync(entry)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional until the frontend lands
  const frontend = require(entry) as { createFrontendRoutes(options: { distRoot: string }): FrontendRoutes };
  return frontend.createFrontendRoutes({ distRoot: process.env.FRONTEND_ROOT ?? path.resolve(__dirname, '..', '..') });
}

async function main(): Promise<void> {
  const services = Object.fromEntries(
    (['catalog', 'orders', 'content', 'workforce'] as ServiceName[]).map((name) => [name, required(`${name.toUpperCase()}_URL`)]),
  ) as Record<ServiceName, string>;
  const bus = createBus(createLogger('gateway-bus'));
  const gateway = await startGateway({
    databaseUrl: required('DATABASE_URL'),
    services,
    bus,
    internalSecret: internalSecretFromEnv(),
    sessionSecret: process.env.SESSION_SECRET ?? internalSecretFromEnv(),
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '0.0.0.0',
    seedDemo: process.env.SEED_DEMO === 'true',
    secureCookies: process.env.COOKIE_SECURE === 'true',
    trustProxy: process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) : false,
    frontend: frontendRoutes(),
  });
  onShutdown(async () => {
    await gateway.stop();
    await bus.close();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { createBus } from './bus/create-bus';
import { createLogger } from './http/logger';
import { RunningService, ServiceDefinition, startService } from './service';

/** Shared secret for the gateway's internal tokens; required outside development. */
export function internalSecretFromEnv(): string {
  const secret = process.env.INTERNAL_TOKEN_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === 'production') throw new Error('INTERNAL_TOKEN_SECRET is required');
  return 'theke-development-internal-secret';
}

/** Stops cleanly on SIGTERM/SIGINT: finish requests, then close db and bus. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    createLogger('process').info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => handler('SIGTERM'));
  process.once('SIGINT', () => handler('SIGINT'));
}

/** `CATALOG_URL`, `CONTENT_URL`, … become the peers a service may call. */
function peersFromEnv(): Record<string, string> {
  const peers: Record<string, string> = {};
  for (const name of ['catalog', 'orders', 'content', 'workforce']) {
    const url = process.env[`${name.toUpperCase()}_URL`];
    if (url) peers[name] = url;
  }
  return peers;
}

/** Entry of a service running as its own process (docker-compose, `npm run start:services`). */
export async function runServiceProcess(definition: ServiceDefinition): Promise<RunningService> {
  const log = createLogger(`svc-${definition.name}`);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required');
  const bus = createBus(log);
  const service = await startService(definition, {
    databaseUrl,
    bus,
    internalSecret: internalSecretFromEnv(),
    port: Number(process.env.PORT ?? 0),
    host: process.env.HOST ?? '0.0.0.0',
    seedDemo: process.env.SEED_DEMO === 'true',
    peers: peersFromEnv(),
  });
  onShutdown(async () => {
    await service.stop();
    await bus.close();
  });
  return service;
}

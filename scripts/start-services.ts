import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_USERS } from '@theke/gateway';

/**
 * Scale-out mode on one machine: the gateway and each service as separate processes over
 * RabbitMQ, as docker-compose.yml runs them. Needs a PostgreSQL server (DATABASE_URL,
 * default the local one) and RabbitMQ (AMQP_URL, default the local one).
 */
const ROOT = path.resolve(__dirname, '..');
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const amqp = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const secret = process.env.INTERNAL_TOKEN_SECRET ?? 'theke-development-internal-secret';
const gatewayPort = Number(process.env.PORT ?? 3000);

const prefix = process.env.DATABASE_PREFIX ?? 'theke';
const basePort = Number(process.env.SERVICES_BASE_PORT ?? 3100);
const database = (name: string) => {
  const url = new URL(server);
  url.pathname = `/${prefix}_${name}`;
  return url.toString();
};

const SERVICES = [
  { name: 'catalog', port: basePort + 1 },
  { name: 'orders', port: basePort + 2 },
  { name: 'content', port: basePort + 3 },
  { name: 'workforce', port: basePort + 4 },
];

const children: ChildProcess[] = [];

function launch(name: string, entry: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'run-ts.js'), entry], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, AMQP_URL: amqp, INTERNAL_TOKEN_SECRET: secret, SEED_DEMO: 'true', ...env },
  });
  child.on('exit', (code) => {
    console.error(`[${name}] beendet (${code})`);
    shutdown();
  });
  children.push(child);
}

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const serviceUrls = Object.fromEntries(SERVICES.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${s.port}`]));
for (const service of SERVICES) {
  launch(service.name, `svc-${service.name}/src/main.ts`, {
    DATABASE_URL: database(service.name),
    PORT: String(service.port),
    HOST: '127.0.0.1',
    ...serviceUrls,
  });
}
launch('gateway', 'gateway/src/main.ts', {
  DATABASE_URL: database('gateway'),
  PORT: String(gatewayPort),
  HOST: process.env.HOST ?? '127.0.0.1',
  ...serviceUrls,
});
console.log(`Theke (getrennte Prozesse) startet auf http://127.0.0.1:${gatewayPort}/ – Demo-Zugänge: ${DEMO_USERS.map((u) => `${u.username}/${u.password}`).join(', ')}`);

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** No Docker engine runs here: this keeps docker-compose.yml honest about what exists. */
interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}

const ROOT = path.resolve(__dirname, '..');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
const serviceDirs = readdirSync(ROOT).filter((name) => name.startsWith('svc-'));
const nodeContainers = [...serviceDirs, 'gateway'];

describe('docker-compose.yml', () => {
  it('has a container for every service and the gateway, each starting an entry that exists', () => {
    for (const name of nodeContainers) {
      const container = compose.services[name];
      expect(container).toBeDefined();
      const entry = container?.command?.at(-1) ?? '';
      expect(entry).toBe(`${name}/src/main.ts`);
      expect(existsSync(path.join(ROOT, entry))).toBe(true);
    }
  });

  it('gives each service its own database and the same broker and token secret', () => {
    const databases = new Set<string>();
    for (const name of nodeContainers) {
      const env = compose.services[name]?.environment ?? {};
      const database = new URL(env.DATABASE_URL ?? '').pathname.slice(1);
      expect(database).toBe(`theke_${name.replace(/^svc-/, '')}`);
      databases.add(database);
      expect(env.AMQP_URL).toBe(compose.services.gateway?.environment?.AMQP_URL);
      expect(env.INTERNAL_TOKEN_SECRET).toBe(compose.services.gateway?.environment?.INTERNAL_TOKEN_SECRET);
      expect(env.PORT).toMatch(/^\d+$/);
    }
    expect(databases.size).toBe(nodeContainers.length);
  });

  it('points the gateway at every service on the port the service listens on', () => {
    const gatewayEnv = compose.services.gateway?.environment ?? {};
    for (const dir of serviceDirs) {
      const name = dir.replace(/^svc-/, '').toUpperCase();
      const port = compose.services[dir]?.environment?.PORT;
      expect(gatewayEnv[`${name}_URL`]).toBe(`http://${dir}:${port}`);
      expect(compose.services.gateway?.depends_on?.[dir]).toEqual({ condition: 'service_healthy' });
    }
    const gatewayMain = readFileSync(path.join(ROOT, 'gateway/src/main.ts'), 'utf8');
    for (const [, variable] of gatewayMain.matchAll(/required\('([A-Z_]+)'\)/g)) {
      expect(Object.keys(gatewayEnv)).toContain(variable);
    }
  });

  it('health-checks every container and starts the Node parts after PostgreSQL and RabbitMQ are healthy', () => {
    for (const name of ['postgres', 'rabbitmq', ...nodeContainers]) {
      expect(compose.services[name]?.healthcheck?.test.length).toBeGreaterThan(0);
    }
    for (const name of nodeContainers) {
      expect(compose.services[name]?.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
      expect(compose.services[name]?.depends_on?.rabbitmq).toEqual({ condition: 'service_healthy' });
    }
  });

  it('builds an image that installs every workspace', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    for (const workspace of rootPackage.workspaces.filter((ws) => !ws.startsWith('shared/'))) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/package.json`);
    }
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: type check, lint, every workspace's Jest tests against the real PostgreSQL and
 * RabbitMQ, then the Playwright journeys in Debian's chromium.
 */
const ROOT = path.resolve(__dirname, '..');
const CHROMIUM = '/usr/bin/chromium';
const onlyE2e = process.argv.includes('--only-e2e');

function run(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium fehlt (${CHROMIUM}). Bitte "apt-get install -y chromium" als root ausführen.`);
    process.exit(1);
  }
  run('apt-get update', 'apt-get', ['update']);
  run('chromium installieren', 'apt-get', ['install', '-y', 'chromium']);
}

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

if (!onlyE2e) {
  run('Typprüfung (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  run('Lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
  run('Unit- und Servicetests (jest, mit Abdeckung von @theke/domain)', bin('jest'), ['--ci', '--coverage']);
}
if (existsSync(path.join(ROOT, 'e2e', 'playwright.config.ts'))) {
  ensureChromium();
  run('End-to-end (playwright)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
}
console.log('\n✔ Alle Tests bestanden.');

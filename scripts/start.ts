import { DEMO_USERS, demoClockPath } from '@theke/gateway';
import { onShutdown } from '@theke/server';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startPlatform } from './platform';

async function buildFrontendsIfMissing(): Promise<void> {
  const script = path.join(REPO_ROOT, 'scripts', 'build-frontends.ts');
  if (!existsSync(script)) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional until the frontend lands
  const { buildFrontends } = require(script) as { buildFrontends(options: { onlyIfMissing: boolean }): Promise<void> };
  await buildFrontends({ onlyIfMissing: true });
}

async function firstBranchIdentifier(url: string): Promise<string> {
  try {
    const response = await fetch(`${url}/api/branches`);
    const { data } = (await response.json()) as { data: Array<{ identifier: string; isPublic: boolean }> };
    return data.find((branch) => branch.isPublic)?.identifier ?? '{branchIdentifier}';
  } catch {
    return '{branchIdentifier}';
  }
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  await buildFrontendsIfMissing();
  const platform = await startPlatform({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
  });
  onShutdown(() => platform.stop());
  const firstBranch = await firstBranchIdentifier(platform.url);
  const logins = DEMO_USERS.map((user) => `    ${user.username} / ${user.password}  (${user.roles.join(', ')})`).join('\n');
  // The demo employee's clock link (ADR 0041): clocks in without a login, as a phone would.
  const clockPath = await demoClockPath();
  const clockLine = clockPath ? `\n  Zeiterfassung:     ${platform.url}${clockPath}` : '';
  console.log(`
Theke läuft.

  Shop und Website:  ${platform.url}/
  Filiale:           ${platform.url}/store/${firstBranch}
  Backoffice:        ${platform.url}/backend${clockLine}
  API:               ${platform.url}/api/init
  Health:            ${platform.url}/healthz  ${platform.url}/readyz

  Demo-Zugänge:
${logins}

Beenden mit Strg+C.
`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

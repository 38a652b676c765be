import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@theke/server/testing';
import { copyBuildsTo, frontendsBuilt } from './build-frontends';

/**
 * ARCHITECTURE.md "Two commands": `npm start` on a fresh clone (committed HEAD) installs,
 * starts the embedded PostgreSQL (as root too), seeds the demo data, builds the frontends
 * and serves everything on one port. Where this tree's frontends are built already (`npm test`
 * builds them before Jest, with the same `buildFrontends` that `npm start` calls), the clone gets
 * a copy instead of building all five again: the check is then install, database, seed and serve.
 */
const ROOT = path.resolve(__dirname, '..');
const TEN_MINUTES = 10 * 60_000;

function waitForOutput(child: ChildProcess, text: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for "${text}":\n${output.slice(-4000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

let workdir: string;
let child: ChildProcess | undefined;

beforeAll(() => {
  // The clone's parent must be traversable by the unprivileged PostgreSQL user.
  workdir = mkdtempSync(path.join(os.tmpdir(), 'theke-smoke-'));
  chmodSync(workdir, 0o755);
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${ROOT}`, path.join(workdir, 'theke')]);
  if (frontendsBuilt()) copyBuildsTo(path.join(workdir, 'theke'));
});

/** npm does not pass SIGTERM on to the script: stop the whole process group, as Ctrl+C would. */
async function stopProcessGroup(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; alive() && waited < 30_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

afterAll(async () => {
  if (child?.pid) await stopProcessGroup(child.pid);
  child?.stdout?.destroy();
  child?.stderr?.destroy();
  rmSync(workdir, { recursive: true, force: true });
});

describe('npm start on a fresh clone', () => {
  it(
    'reaches a ready state with the demo data and answers /api/init',
    async () => {
      const port = await freePort();
      // A newcomer's shell: no test-runner or database settings leak into the start.
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) };
      for (const name of ['NODE_ENV', 'DATABASE_URL', 'AMQP_URL', 'LOG_LEVEL', 'JEST_WORKER_ID']) delete env[name];
      child = spawn('npm', ['start'], {
        cwd: path.join(workdir, 'theke'),
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = await waitForOutput(child, 'Theke läuft.', TEN_MINUTES);
      expect(output).toContain('admin / theke-admin');
      expect(output).toContain('mitarbeiter / theke-mitarbeiter');

      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const init = (await (await fetch(`${base}/api/init`)).json()) as { data: Array<{ url: string; data: unknown }> };
      const entry = (url: string) => init.data.find((item) => item.url === url)?.data;
      expect((entry('/api/branches') as unknown[]).length).toBeGreaterThanOrEqual(3);
      expect(entry('/api/config')).toMatchObject({ shopName: expect.any(String) });
      expect(entry('/api/users/me')).toBeNull();
    },
    TEN_MINUTES + 60_000,
  );
});

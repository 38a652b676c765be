import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TestServiceMissing, type TestServices, ensureTestServices } from './test-services';

/**
 * `npm test`: type check and lint side by side, the frontends' production build (once: the
 * start smoke test and the journeys use it), every workspace's Jest tests against PostgreSQL and
 * RabbitMQ, then the Playwright journeys in Debian's chromium. Needs nothing running: the services
 * are found or started first (scripts/test-services.ts) and what was started is stopped at the
 * end, also after a failure, Ctrl+C or SIGTERM.
 *
 *   npm test                          everything
 *   npm test -- --only jest [args]    the services and Jest only (args go to Jest, e.g. a path)
 *   npm test -- --only-e2e            PostgreSQL and the journeys only (npm run test:e2e)
 */
const ROOT = path.resolve(__dirname, '..');
const CHROMIUM = '/usr/bin/chromium';

class StepFailed extends Error {
  constructor(
    readonly label: string,
    readonly code: number,
  ) {
    super(`${label} failed`);
  }
}

function parseArguments(argv: string[]): { only: 'jest' | 'e2e' | null; jestArgs: string[] } {
  if (argv.includes('--only-e2e')) return { only: 'e2e', jestArgs: [] };
  const at = argv.indexOf('--only');
  if (at < 0) return { only: null, jestArgs: [] };
  const only = argv[at + 1];
  if (only === 'jest') return { only, jestArgs: argv.slice(at + 2) };
  if (only === 'e2e') return { only, jestArgs: [] };
  console.error('Aufruf: npm test [-- --only jest [Jest-Argumente] | --only e2e]');
  process.exit(2);
}

const running = new Set<ChildProcess>();
let interrupted: NodeJS.Signals | null = null;
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;
type HandledSignal = keyof typeof SIGNAL_NUMBERS;
const exitCodeOf = (signal: NodeJS.Signals) => 128 + (SIGNAL_NUMBERS[signal as HandledSignal] ?? 1);

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (interrupted) return Promise.reject(new StepFailed(label, 1));
  console.log(`\n▶ ${label}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
    running.add(child);
    child.once('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.once('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new StepFailed(label, code ?? 1));
    });
  });
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new TestServiceMissing(
      `Chromium fehlt (${CHROMIUM}). Bitte "apt-get install -y chromium" als root ausführen.`,
    );
  }
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    console.log(`\n▶ apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new StepFailed(`apt-get ${args.join(' ')}`, result.status ?? 1);
  }
}

/**
 * Ctrl+C reaches the running step through the terminal's process group; SIGTERM (CI cancelling,
 * npm passing it on) is handed to the step. Either way the step ends and `main` stops the
 * services. A second signal ends at once.
 */
function handleSignals(): void {
  for (const signal of Object.keys(SIGNAL_NUMBERS) as HandledSignal[]) {
    process.on(signal, () => {
      if (interrupted) process.exit(exitCodeOf(signal));
      interrupted = signal;
      console.error(`\n✖ abgebrochen (${signal}): Testdienste werden gestoppt …`);
      if (signal !== 'SIGINT') for (const child of running) child.kill(signal);
    });
  }
}

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
/** The Jest project whose coverage `npm test` enforces (jest.config.js coverageThreshold). */
const DOMAIN_PROJECT = 'shared/domain';

/**
 * Steps that share nothing run side by side (tsc and eslint each keep one core busy); every one
 * runs to its end, then the first failure is reported.
 */
async function runSideBySide(steps: Array<() => Promise<void>>): Promise<void> {
  const results = await Promise.allSettled(steps.map((step) => step()));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

async function main(): Promise<number> {
  const { only, jestArgs } = parseArguments(process.argv.slice(2));
  handleSignals();
  console.log(`\n▶ Testdienste (PostgreSQL${only === 'e2e' ? '' : ', RabbitMQ'})`);
  let services: TestServices;
  try {
    services = await ensureTestServices({ rabbitmq: only !== 'e2e' });
  } catch (error) {
    if (!(error instanceof TestServiceMissing)) throw error;
    console.error(`✖ ${error.message}`);
    return 1;
  }
  for (const line of services.summary) console.log(`  ${line}`);
  // The journeys' platform keeps its in-memory bus unless AMQP_URL was set by the caller: its
  // consumers have fixed queue names, and e2e runs sharing one broker would take each other's events.
  const e2eEnv = { TEST_DATABASE_URL: services.env.TEST_DATABASE_URL };
  try {
    if (!only) {
      await runSideBySide([
        () => run('Typprüfung (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
        () => run('Lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']),
      ]);
      // Built once, before Jest: the start smoke test copies the build into its fresh clone and
      // the journeys serve it (both would otherwise build all five frontends again).
      await run('Frontends bauen', process.execPath, [path.join(ROOT, 'scripts', 'run-ts.js'), path.join(ROOT, 'scripts', 'build-frontends.ts'), '--only-if-missing']);
      // Coverage is measured where it is enforced, the business rules (jest.config.js): V8's
      // coverage made every other suite slower too (the fuzz suite 54 -> 82 s).
      await run('Fachregeln (jest, mit Abdeckung)', bin('jest'), ['--ci', '--coverage', '--selectProjects', DOMAIN_PROJECT], services.env);
      await run('Unit- und Servicetests (jest)', bin('jest'), ['--ci', '--ignoreProjects', DOMAIN_PROJECT], services.env);
    } else if (only === 'jest') {
      await run('Unit- und Servicetests (jest)', bin('jest'), ['--ci', ...jestArgs], services.env);
    }
    if (only !== 'jest' && existsSync(path.join(ROOT, 'e2e', 'playwright.config.ts'))) {
      ensureChromium();
      await run(
        'End-to-end (playwright)',
        bin('playwright'),
        ['test', '-c', 'e2e/playwright.config.ts'],
        e2eEnv,
      );
    }
    if (interrupted) return exitCodeOf(interrupted);
    console.log('\n✔ Alle Tests bestanden.');
    return 0;
  } catch (error) {
    if (interrupted) return exitCodeOf(interrupted);
    if (error instanceof TestServiceMissing) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    if (!(error instanceof StepFailed)) throw error;
    console.error(`✖ ${error.label} failed`);
    return error.code;
  } finally {
    await services.stop();
    if (services.started.length) console.log(`  Gestoppt: ${services.started.join(', ')}.`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

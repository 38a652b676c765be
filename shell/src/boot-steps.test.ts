/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The shell evaluates its shared singletons a library per task (ADR 0051, decision 7). Dynamic
// imports need literal specifiers, so index.ts names them again beside the webpack preset's list:
// a singleton added there and not here would silently be evaluated in the start's own task.
const { sharedSingletons } = jest.requireActual<{ sharedSingletons(options: { host: boolean }): Record<string, unknown> }>(
  '@theke/ui/webpack/webpack-preset',
);

it('evaluates every shared singleton in a step of its own before the start', () => {
  const source = readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
  const stepsSource = /const STEPS = \[([\s\S]*?)\];/.exec(source)?.[1] ?? '';
  const steps = [...stepsSource.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((match) => match[1] ?? '');
  const singletons = Object.keys(sharedSingletons({ host: true })).filter((name) => !name.endsWith('/'));

  const missing = singletons.filter((name) => !steps.some((step) => step === name || step.startsWith(`${name}/`)));
  expect(missing).toEqual([]);
  expect(steps).toHaveLength(singletons.length);
});

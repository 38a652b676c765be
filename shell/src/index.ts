// The shell provides every shared singleton eagerly, so it starts without an async boundary.
// Its modules are evaluated a library at a time, each in a task of its own: the guest already
// sees the server's first screen, and a phone's main thread answers a tap between them (ADR 0051).
interface Scheduler {
  yield(): Promise<void>;
}
const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: Scheduler }).scheduler?.yield() ?? new Promise((resolve) => setTimeout(resolve, 0));

const STEPS = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ '@theke/ui'),
];

async function boot(): Promise<void> {
  for (const step of STEPS) {
    await nextTask();
    await step();
  }
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  start();
}

void boot();

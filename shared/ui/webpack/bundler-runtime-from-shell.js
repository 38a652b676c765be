// Stands in for `@module-federation/webpack-bundler-runtime` in production remote builds: the
// functions come from the shell (provide-runtime-core.js), the per-container state is this
// remote's own. `runtime` stays the remote's own module: its `init` keeps a module-level
// instance, which must not replace the shell's. `initContainerEntry` is not in the shell's copy
// (the shell exposes nothing, so its build drops it).
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const lent = globalThis._THEKE_BUNDLER_RUNTIME;
if (!lent) throw new Error('Theke remotes load only inside the shell, which lends the federation runtime.');

export const bundlerRuntime = { ...lent.bundlerRuntime, remotes: undefined, S: {}, initContainerEntry };
export const attachShareScopeMap = lent.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export { runtime };

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
export default federation;

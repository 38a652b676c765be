// A runtime plugin of the shell: lends its federation runtime core and its bundler-runtime
// functions to the remotes, so the page runs one federation runtime instead of one per remote
// entry (ADR 0011).
// - runtime core: remotes are built with `experiments.externalRuntime`; this replaces
//   `experiments.provideExternalRuntime`, whose plugin is published as CommonJS and pulled a
//   second, CommonJS copy of runtime-core and sdk into the shell.
// - bundler runtime: its functions are stateless (each takes the container's webpackRequire);
//   remotes swap their copy for `bundler-runtime-from-shell.js` (≈ 4.4 KiB gzip per remote entry).
// - error codes: constants and message texts, swapped for `error-codes-from-shell.js`.
import * as runtimeCore from '@module-federation/runtime-core';
import * as errorCodes from '@module-federation/error-codes';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

const scope = globalThis;
scope._THEKE_BUNDLER_RUNTIME ??= { bundlerRuntime, attachShareScopeMap, errorCodes };

export default function provideRuntimeCore() {
  return {
    name: 'theke-provide-runtime-core',
    beforeInit(args) {
      if (!scope._FEDERATION_RUNTIME_CORE) {
        scope._FEDERATION_RUNTIME_CORE = runtimeCore;
        scope._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'theke' };
      }
      return args;
    },
  };
}

// A runtime plugin of the shell: lends its federation runtime core to the remotes (built with
// `experiments.externalRuntime`), so the page runs one federation runtime instead of one per
// remote entry. It replaces `experiments.provideExternalRuntime`, whose plugin is published as
// CommonJS and pulled a second, CommonJS copy of runtime-core and sdk into the shell (ADR 0011).
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'theke-provide-runtime-core',
    beforeInit(args) {
      const scope = globalThis;
      if (!scope._FEDERATION_RUNTIME_CORE) {
        scope._FEDERATION_RUNTIME_CORE = runtimeCore;
        scope._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'theke' };
      }
      return args;
    },
  };
}

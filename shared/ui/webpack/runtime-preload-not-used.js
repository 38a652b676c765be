// The shell's stand-in for runtime-core's preload utilities (docs/adr/0051-guest-budget-headroom.md,
// like the snapshot handler's in ADR 0011). They serve the runtime's preloadRemote, which Theke
// never calls: the gateway preloads a route's remote entry and chunks from the HTML. Leaving them
// out takes ≈ 1 KiB gzip off every page's main.js; calling preloadRemote is an error.

/** Unchanged from runtime-core (small, used only by the preload-assets plugin that is left out too). */
export function defaultPreloadArgs(preloadConfig) {
  return { resourceCategory: 'sync', share: true, depsRemote: true, recordPreloadedAssets: true, ...preloadConfig };
}

/** Unchanged from runtime-core. */
export function normalizePreloadExposes(exposes) {
  if (!exposes) return [];
  return exposes.map((expose) => (expose !== '.' && expose.startsWith('./') ? expose.replace('./', '') : expose));
}

function notAvailable() {
  throw new Error('preloadRemote is not available: the gateway preloads remotes from the HTML (docs/adr/0051-guest-budget-headroom.md).');
}

export const formatPreloadArgs = notAvailable;
export const preloadAssets = notAvailable;

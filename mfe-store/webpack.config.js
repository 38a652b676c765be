// @ts-check
const { remoteConfig } = require('@theke/ui/webpack/webpack-preset');
const { exposes } = require('./exposes');

/**
 * The self-service kiosk (docs/adr/0050-self-service-kiosk.md) renders the store page and the
 * checkout too: its chunks (the exposed module and its lazy `kiosk-*` parts) take their own copies
 * rather than making webpack split what they share into chunks the website's routes would then
 * load as well, a request and bytes of their guest budget more (ADR 0011).
 */
const isKioskChunk = (/** @type {import('webpack').Chunk} */ chunk) =>
  chunk.name === '__federation_expose_KioskPage' || Boolean(chunk.name?.startsWith('kiosk-'));

/** @param {Record<string, unknown>} _env @param {{ mode?: 'production' | 'development' }} argv */
module.exports = (_env, argv) => {
  const config = remoteConfig({ dir: __dirname, name: 'mfe_store', assetsPath: '/assets/mfe-store/', mode: argv.mode ?? 'production', exposes });
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        // webpack's default group (async chunks only), minus the kiosk's.
        default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: (chunk) => !chunk.canBeInitial() && !isKioskChunk(chunk) },
      },
    },
  };
  return config;
};

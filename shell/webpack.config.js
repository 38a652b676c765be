// @ts-check
const { hostConfig } = require('@theke/ui/webpack/webpack-preset');

/** @param {Record<string, unknown>} _env @param {{ mode?: 'production' | 'development' }} argv */
module.exports = (_env, argv) =>
  hostConfig({ dir: __dirname, name: 'shell', assetsPath: '/assets/shell/', mode: argv.mode ?? 'production' });

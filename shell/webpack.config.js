// @ts-check
const { hostConfig } = require('@theke/ui/webpack/webpack-preset');
const { serviceWorkerConfig } = require('./webpack.service-worker');

/** @param {Record<string, unknown>} _env @param {{ mode?: 'production' | 'development' }} argv */
module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const shell = { ...hostConfig({ dir: __dirname, name: 'shell', assetsPath: '/assets/shell/', mode }), name: 'shell' };
  // The development server (shared/ui/webpack/dev-server.js) serves the shell alone, without a worker.
  return mode === 'production' ? [shell, serviceWorkerConfig({ dir: __dirname, mode, after: 'shell' })] : shell;
};

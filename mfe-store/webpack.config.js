// @ts-check
const { remoteConfig } = require('@theke/ui/webpack/webpack-preset');
const { exposes } = require('./exposes');

/** @param {Record<string, unknown>} _env @param {{ mode?: 'production' | 'development' }} argv */
module.exports = (_env, argv) =>
  remoteConfig({ dir: __dirname, name: 'mfe_store', assetsPath: '/assets/mfe-store/', mode: argv.mode ?? 'production', exposes });

// @ts-check
// The installable app's service worker (issue 24, ADR 0049): one plain script with Workbox bundled,
// written beside the shell's build after it (the shell's build empties dist/ first). The gateway
// serves it through `/sw.js`, which adds the precache list of the current builds.
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** @param {{ dir: string, mode: 'production' | 'development', after: string }} options @returns {import('webpack').Configuration} */
function serviceWorkerConfig({ dir, mode, after }) {
  const production = mode === 'production';
  return {
    name: 'service-worker',
    dependencies: [after],
    mode,
    context: dir,
    target: 'webworker',
    devtool: false,
    entry: { 'service-worker': './src/service-worker/service-worker.ts' },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false, publicPath: '/assets/shell/' },
    optimization: {
      minimize: production,
      minimizer: production ? [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { ecma: 2020 }, mangle: true, ecma: 2020 } } })] : [],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serviceWorkerConfig };

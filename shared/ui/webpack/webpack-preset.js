// @ts-check
// The one webpack setup of the shell and every remote. It lives with @theke/ui because the
// package that defines the shared singletons also defines how they are shared.
// Settings follow docs/architecture.md "Module federation: what the spike found"; choices are in
// docs/adr/0010 and 0011.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { lentDomainPlugin } = require('./lent-domain');

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const rootPackage = require(path.join(repoRoot, 'package.json'));

/** Exact versions of the singletons, taken from what is installed. */
function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;
}

/**
 * The shared singletons (ARCHITECTURE "Frontend rules"). react-router-dom and @tanstack/react-query
 * are reached only through @theke/ui, the singleton that carries the one, tree-shaken copy of each
 * (ADR 0011); react-i18next is replaced by @theke/ui's own useTranslation.
 * `react/` and `react-dom/` cover the subpath entries (jsx-runtime, client) so they are not
 * bundled twice.
 * A remote built for the shell takes every singleton from it and bundles no fallback copy
 * (`import: false`): the shell provides them all eagerly, and each fallback cost the remote entry
 * its registration and loader code on every guest page (ADR 0051). A standalone remote has no
 * shell, so it keeps its own copies.
 * @param {{ host: boolean, fallback?: boolean }} options the host provides everything eagerly; remotes consume
 */
function sharedSingletons({ host, fallback = true }) {
  const reactVersion = installedVersion('react');
  const reactDomVersion = installedVersion('react-dom');
  const withoutFallback = fallback ? {} : { import: /** @type {false} */ (false) };
  /** @param {string} version */
  const single = (version) => ({ singleton: true, eager: host, requiredVersion: `^${version}`, version, ...withoutFallback });
  return {
    react: single(reactVersion),
    'react/': single(reactVersion),
    'react-dom': single(reactDomVersion),
    'react-dom/': single(reactDomVersion),
    'styled-components': single(installedVersion('styled-components')),
    i18next: single(installedVersion('i18next')),
    '@theke/ui': { singleton: true, eager: host, requiredVersion: false, version: rootPackage.version, ...withoutFallback },
  };
}

/**
 * Remotes are registered with their remoteEntry.js (the gateway reads each mf-manifest.json on the
 * server), so the browser runtime needs no manifest/snapshot code and no Node.js loader.
 * @type {{ disableSnapshot: boolean, target: 'web' }}
 */
const runtimeOptimization = { disableSnapshot: true, target: 'web' };
/** The federation entry's import of the bundler runtime, which remotes take from the shell (ADR 0011). */
const BUNDLER_RUNTIME_ENTRY = /webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;

/** runtime-core's snapshot handler, which the shell replaces by one without manifest loading. */
const SNAPSHOT_HANDLER = /runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
const RUNTIME_CORE_DIST = path.dirname(require.resolve('@module-federation/runtime-core', { paths: [__dirname] }));

/** runtime-core's preload utilities, which only preloadRemote uses; the shell replaces them (ADR 0051). */
const RUNTIME_PRELOAD = /runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/;

/** stylis' vendor prefixer, unused: styled-components prefixes only with enableVendorPrefixes (ADR 0051). */
const STYLIS_PREFIXER = /stylis[\\/]src[\\/]Prefixer\.js$/;

/** The federation runtime's error codes, which remotes take from the shell too. */
const ERROR_CODES_ENTRY = /^@module-federation\/error-codes$/;

/** Remotes load no other remote themselves (the shell does), so their runtime needs no remote loader. */
const remoteRuntimeOptimization = { ...runtimeOptimization, disableRemote: true };

const STYLED_COMPONENTS = { displayName: false, ssr: false, minify: true, transpileTemplateLiterals: false, pure: true, topLevelImportPaths: ['@theke/ui'] };

/** @param {boolean} production */
function swcRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          // styled-components' CSS minified at build time (the template literals kept their
          // whitespace); components come through @theke/ui. Pinned with @swc/core: a wasm plugin.
          experimental: { plugins: [['@swc/plugin-styled-components', STYLED_COMPONENTS]] },
        },
      },
    },
  };
}

/** @param {boolean} production */
function minimizers(production) {
  if (!production) return [];
  return [
    new MinimizerPlugin({
      minify: {
        implementation: MinimizerPlugin.swcMinify,
        // ES2020 output (the transform's target) lets the minifier use its shorter syntax.
        options: { compress: { passes: 3, ecma: 2020 }, mangle: true, ecma: 2020 },
      },
    }),
  ];
}

/**
 * @typedef {object} AppOptions
 * @property {string} dir the package directory
 * @property {string} name federation name (a JavaScript identifier)
 * @property {string} assetsPath URL the gateway serves dist/ under, e.g. /assets/shell/
 * @property {'production' | 'development'} mode
 */

/**
 * @param {AppOptions} options
 * @returns {import('webpack').Configuration}
 */
function baseConfig({ dir, name, mode }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule(production)] },
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: name,
      clean: true,
      // Remote entries must keep a stable name (docs/architecture.md "Module federation: what the
      // spike found"); chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    optimization: { minimize: production, minimizer: minimizers(production) },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    plugins: [
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(rootPackage.version) }),
      new webpack.NormalModuleReplacementPlugin(STYLIS_PREFIXER, path.join(__dirname, 'stylis-without-prefixer.js')),
    ],
  };
}

/**
 * Writes `assets-manifest.json`: the files of each named chunk, so the gateway can emit preload
 * links for a route's own lazy chunk (e.g. `backend` on /backend).
 */
class AssetsManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetsManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const chunks = {};
          for (const chunk of compilation.chunks) {
            if (chunk.name) chunks[chunk.name] = [...chunk.files].filter((file) => file.endsWith('.js'));
          }
          const json = JSON.stringify({ chunks }, null, 2);
          compilation.emitAsset('assets-manifest.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Marks the shell's entry chunk with V8's explicit compile hint: the browser compiles every
 * function in it while the file streams in, off the main thread, instead of one by one on the
 * main thread when the start calls them (ADR 0051). Nearly all of main.js runs at start. Added
 * after minification, which would drop the comment, and before the content hash is taken.
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}
/** Must open the file: https://v8.dev/blog/explicit-compile-hints */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The shell: the only host. Registers remotes at run time, so it names none here.
 * @param {AppOptions} options
 * @returns {import('webpack').Configuration}
 */
function hostConfig(options) {
  const config = baseConfig(options);
  const production = options.mode === 'production';
  return {
    ...config,
    entry: { main: './src/index.ts' },
    resolve: { ...config.resolve, alias: { 'theke-mf-runtime-core-dist': RUNTIME_CORE_DIST } },
    output: {
      ...config.output,
      publicPath: options.assetsPath,
      // The federation runtime module resolves the filename before content hashes exist, only to
      // learn the output depth; the emitted entry chunks get a content hash (cacheable as immutable).
      filename: production
        ? (pathData) => {
            const chunk = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (pathData.chunk);
            return chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
          }
        : '[name].js',
    },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: options.name,
        remotes: {},
        shared: sharedSingletons({ host: true }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // One federation runtime on the page: remotes use the shell's (ADR 0011).
        runtimePlugins: [path.join(__dirname, 'provide-runtime-core.js')],
        experiments: { optimization: runtimeOptimization },
      }),
      new webpack.NormalModuleReplacementPlugin(SNAPSHOT_HANDLER, path.join(__dirname, 'snapshot-handler-without-manifests.js')),
      new webpack.NormalModuleReplacementPlugin(RUNTIME_PRELOAD, path.join(__dirname, 'runtime-preload-not-used.js')),
      new AssetsManifestPlugin(),
      ...(production ? [new CompileHintsPlugin()] : []),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        inject: 'head',
        minify: false,
      }),
    ],
  };
}

/**
 * A remote: exposes route modules and runs standalone in development.
 * @param {AppOptions & { exposes: Record<string, string>, standalone?: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function remoteConfig(options) {
  const config = baseConfig(options);
  const standalone = options.standalone ?? options.mode === 'development';
  return {
    ...config,
    // In production the remote is only a container; the standalone page is a development aid.
    entry: standalone ? { main: './src/standalone.tsx' } : {},
    output: { ...config.output, publicPath: 'auto' },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedSingletons({ host: false, fallback: standalone }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // Standalone, the remote consumes its own shared modules at start: asyncStartup gives the
        // entry the async boundary that needs.
        experiments: standalone
          ? { optimization: runtimeOptimization, asyncStartup: true }
          : { externalRuntime: true, optimization: remoteRuntimeOptimization },
      }),
      ...(standalone
        ? [new HtmlWebpackPlugin({ template: path.join(__dirname, 'standalone.html'), inject: 'head' })]
        : [
            new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, path.join(__dirname, 'bundler-runtime-from-shell.js')),
            new webpack.NormalModuleReplacementPlugin(ERROR_CODES_ENTRY, path.join(__dirname, 'error-codes-from-shell.js')),
            lentDomainPlugin(),
          ]),
    ],
  };
}

module.exports = { hostConfig, remoteConfig, sharedSingletons, repoRoot };

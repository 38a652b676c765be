// Builds the shell and the four remotes in production mode, one after the other (2 cores),
// each into its package's dist/, then writes gzip and brotli copies beside the assets for the
// gateway to serve. Run directly: `node scripts/run-ts.js scripts/build-frontends.ts`.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import { writeRemoteTypes } from './remote-types';

const repoRoot = path.resolve(__dirname, '..');

export const FRONTEND_PACKAGES = ['shell', 'mfe-store', 'mfe-website', 'mfe-backoffice', 'mfe-signage'] as const;
export type FrontendPackage = (typeof FRONTEND_PACKAGES)[number];

/** Written after each build: webpack leaves unchanged files (and their mtimes) alone. */
const BUILD_STAMP = '.built';

/** What a package's bundle is built from: its own sources and the shared browser packages. */
function sourcesOf(pkg: FrontendPackage): string[] {
  const own = ['src', 'exposes.js', 'webpack.config.js', 'webpack.service-worker.js', 'package.json'].map((file) => path.join(repoRoot, pkg, file));
  const shared = ['shared/ui/src', 'shared/ui/webpack', 'shared/domain/src', 'shared/contracts/src'].map((dir) => path.join(repoRoot, dir));
  return [...own, ...shared];
}

/** Latest modification time of a file or of any file below a folder (0 when missing). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Built = the files the gateway serves exist and are newer than every source: a pulled change
 * is rebuilt by `npm start`, an unchanged tree is not.
 */
function isBuilt(pkg: FrontendPackage): boolean {
  const dist = path.join(repoRoot, pkg, 'dist');
  const required = pkg === 'shell' ? ['index.html', 'assets-manifest.json'] : ['remoteEntry.js', 'mf-manifest.json'];
  const stamp = path.join(dist, BUILD_STAMP);
  if (![...required, BUILD_STAMP].every((file) => existsSync(path.join(dist, file)))) return false;
  const builtAt = statSync(stamp).mtimeMs;
  return sourcesOf(pkg).every((source) => newestMtime(source) <= builtAt);
}

/** Every frontend is built and newer than its sources (what `buildFrontends({onlyIfMissing})` would skip). */
export function frontendsBuilt(): boolean {
  return FRONTEND_PACKAGES.every(isBuilt);
}

/**
 * Copies this tree's builds into another checkout (the start smoke test's fresh clone) and stamps
 * them as built now, after the clone's sources were written.
 */
export function copyBuildsTo(checkout: string): void {
  const now = new Date();
  for (const pkg of FRONTEND_PACKAGES) {
    const target = path.join(checkout, pkg, 'dist');
    cpSync(path.join(repoRoot, pkg, 'dist'), target, { recursive: true });
    utimesSync(path.join(target, BUILD_STAMP), now, now);
  }
}

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'production' | 'development' }) => Configuration;

function runWebpack(pkg: FrontendPackage): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS files
  const factory = require(path.join(repoRoot, pkg, 'webpack.config.js')) as ConfigFactory;
  const compiler = webpack(factory({}, { mode: 'production' }));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(`${pkg}: ${stats?.toString('errors-only') ?? 'build failed'}`));
      }
      if (stats.hasWarnings()) console.warn(stats.toString('errors-warnings'));
      resolve();
    });
  });
}

const COMPRESSIBLE = /\.(js|json|html|css|svg)$/;

/** gzip (level 9) and brotli (quality 11) copies beside each asset; the gateway picks what the browser accepts. */
export function precompress(dist: string): void {
  for (const entry of readdirSync(dist, { withFileTypes: true })) {
    const file = path.join(dist, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < 512) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/** Builds every frontend; with `onlyIfMissing`, only those whose build is missing or older than their sources. */
export async function buildFrontends(options: { onlyIfMissing: boolean }): Promise<void> {
  writeRemoteTypes();
  for (const pkg of FRONTEND_PACKAGES) {
    if (options.onlyIfMissing && isBuilt(pkg)) continue;
    console.log(`[theke] Frontend ${pkg} wird gebaut …`);
    const startedAt = new Date();
    await runWebpack(pkg);
    const dist = path.join(repoRoot, pkg, 'dist');
    precompress(dist);
    // Stamped with the start time: a source saved during the build makes the next run rebuild.
    writeFileSync(path.join(dist, BUILD_STAMP), `${startedAt.toISOString()}\n`);
    utimesSync(path.join(dist, BUILD_STAMP), startedAt, startedAt);
    console.log(`[theke] Frontend ${pkg} gebaut (${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s)`);
  }
}

if (path.resolve(process.argv[1] ?? '') === __filename) {
  buildFrontends({ onlyIfMissing: process.argv.includes('--only-if-missing') }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

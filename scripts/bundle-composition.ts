import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

/**
 * What a frontend's entry chunk holds (docs/adr/0051-guest-budget-headroom.md): builds the
 * workspace's production config once more into a temporary directory with source maps, attributes
 * every minified byte of the chunk to its source file and prints the groups (npm package,
 * @theke/ui folder or text bundle, app folder) with their minified and gzip sizes.
 *
 *   flock /tmp/theke-heavy.lock node scripts/run-ts.js scripts/bundle-composition.ts [workspace] [chunk]
 *
 * "gzip alone" compresses a group's bytes by themselves; "share" is the group's part of the whole
 * chunk's gzip size in proportion to its minified bytes (the two bracket what removing it saves).
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Minified code of the chunk per source file; bytes no mapping covers go to '(unmapped)'. */
function codeBySource(code: string, map: SourceMap): Map<string, string> {
  const parts = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = parts.get(source) ?? [];
    list.push(text);
    parts.set(source, list);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    let previousColumn = 0;
    let previousSource: string | null = null;
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      const [columnDelta = 0, sourceDelta = 0] = fields;
      column += columnDelta;
      add(previousSource ?? '(unmapped)', line.slice(previousColumn, column));
      if (fields.length >= 4) {
        sourceIndex += sourceDelta;
        previousSource = map.sources[sourceIndex] ?? null;
      } else {
        previousSource = null;
      }
      previousColumn = column;
      // Later fields (source line/column/name) are relative too but not needed here.
    }
    add(previousSource ?? '(unmapped)', line.slice(previousColumn));
  });
  return new Map([...parts].map(([source, texts]) => [source, texts.join('')]));
}

/** The group a source belongs to: npm package, @theke/ui folder (text bundles each), app folder. */
function groupOf(source: string, repoRoot: string): string {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = file.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const relative = path.isAbsolute(file) ? path.relative(repoRoot, file) : file;
  const ui = /^shared\/ui\/src\/(texts\/[^/]+|[^/]+)/.exec(relative);
  if (ui?.[1]) return `@theke/ui ${ui[1].replace(/\.tsx?$/, '')}`;
  const domain = /^shared\/(domain|contracts)\//.exec(relative);
  if (domain?.[1]) return `@theke/${domain[1]}`;
  const app = /^([^/]+)\/src\/([^/]+)/.exec(relative);
  if (app?.[1] && app[2]) return `${app[1]} ${app[2].replace(/\.tsx?$/, '')}`;
  return relative.startsWith('webpack/') || relative.includes('(webpack)') ? 'webpack runtime' : relative;
}

interface CompositionRow {
  group: string;
  minifiedBytes: number;
  gzipAloneBytes: number;
  shareOfGzipBytes: number;
}

function composition(code: string, map: SourceMap, repoRoot: string): { total: { minifiedBytes: number; gzipBytes: number }; rows: CompositionRow[] } {
  const grouped = new Map<string, string[]>();
  for (const [source, text] of codeBySource(code, map)) {
    const group = source === '(unmapped)' ? '(unmapped: module wrappers, runtime glue)' : groupOf(source, repoRoot);
    grouped.set(group, [...(grouped.get(group) ?? []), text]);
  }
  const minified = Buffer.byteLength(code);
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  const rows = [...grouped].map(([group, texts]) => {
    const text = texts.join('');
    const minifiedBytes = Buffer.byteLength(text);
    return {
      group,
      minifiedBytes,
      gzipAloneBytes: gzipSync(text, { level: 9 }).length,
      shareOfGzipBytes: Math.round((gzipBytes * minifiedBytes) / minified),
    };
  });
  rows.sort((a, b) => b.shareOfGzipBytes - a.shareOfGzipBytes);
  return { total: { minifiedBytes: minified, gzipBytes }, rows };
}

async function build(workspace: string, outputPath: string): Promise<void> {
  const repoRoot = path.resolve(__dirname, '..');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the workspace's own webpack config (CommonJS)
  const factory = require(path.join(repoRoot, workspace, 'webpack.config.js')) as (env: object, argv: object) => webpack.Configuration | webpack.Configuration[];
  const configs = factory({}, { mode: 'production' });
  const config = Array.isArray(configs) ? configs[0] : configs;
  if (!config) throw new Error(`${workspace}/webpack.config.js gives no configuration`);
  const withMaps: webpack.Configuration = {
    ...config,
    devtool: 'hidden-source-map',
    output: { ...config.output, path: outputPath, devtoolModuleFilenameTemplate: '[absolute-resource-path]' },
  };
  await new Promise<void>((resolve, reject) => {
    webpack(withMaps, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const [workspace = 'shell', chunk = 'main'] = process.argv.slice(2);
  const repoRoot = path.resolve(__dirname, '..');
  const outputPath = mkdtempSync(path.join(os.tmpdir(), 'theke-composition-'));
  try {
    await build(workspace, outputPath);
    const file = readdirSync(outputPath).find((name) => name.startsWith(`${chunk}.`) && name.endsWith('.js'));
    if (!file) throw new Error(`no ${chunk}.*.js in the build of ${workspace}`);
    const code = readFileSync(path.join(outputPath, file), 'utf8');
    const map = JSON.parse(readFileSync(path.join(outputPath, `${file}.map`), 'utf8')) as SourceMap;
    const { total, rows } = composition(code, map, repoRoot);
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`${workspace} ${file}: ${kib(total.minifiedBytes)} KiB minified, ${kib(total.gzipBytes)} KiB gzip -9`);
    console.log('| group | minified KiB | gzip alone KiB | share of gzip KiB |');
    console.log('|---|---:|---:|---:|');
    for (const row of rows) {
      console.log(`| ${row.group} | ${kib(row.minifiedBytes)} | ${kib(row.gzipAloneBytes)} | ${kib(row.shareOfGzipBytes)} |`);
    }
    if (process.env.COMPOSITION_FILES) {
      // Every source file by itself (for a closer look at one group), largest first.
      const files = [...codeBySource(code, map)].map(([source, text]) => [source, Buffer.byteLength(text)] as const);
      files.sort((a, b) => b[1] - a[1]);
      for (const [source, bytes] of files) console.log(`${(bytes / 1024).toFixed(2)} KiB minified  ${path.relative(repoRoot, source)}`);
    }
  } finally {
    rmSync(outputPath, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The font files the template renderer hands to resvg: TrueType files converted once from the
 * packages' WOFF files (woff-to-sfnt.ts) into a cache folder, only the latin subsets (German text),
 * only of the variants a template uses.
 */
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFont, fontFileName, parseVariant } from './font-catalog';
import { combinedMetrics, readFontMetrics, type FontMetrics } from './font-metrics';
import { woffToSfnt } from './woff-to-sfnt';

const RENDER_SUBSETS = ['latin', 'latin-ext'];
const CACHE_ROOT = path.join(tmpdir(), 'theke-fonts');

const converting = new Map<string, Promise<string | null>>();

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function convert(source: string, target: string): Promise<string | null> {
  if (await exists(target)) return target;
  if (!(await exists(source))) return null;
  await mkdir(path.dirname(target), { recursive: true });
  // Written under another name first: a second process never reads half a file.
  const partial = `${target}.${process.pid}.part`;
  await writeFile(partial, woffToSfnt(await readFile(source)));
  await rename(partial, target);
  return target;
}

/** The TrueType files of one variant of a family (empty for an unknown family or variant). */
export async function renderFontFiles(family: string, variantName: string): Promise<string[]> {
  const font = findFont(family);
  const variant = parseVariant(variantName);
  if (!font || !variant || !font.variants.includes(variantName)) return [];
  const files = font.subsets
    .filter((subset) => RENDER_SUBSETS.includes(subset))
    .map(async (subset) => {
      const name = fontFileName(font, subset, variant);
      const target = path.join(CACHE_ROOT, `${font.id}-${font.version}`, `${name}.ttf`);
      let pending = converting.get(target);
      if (!pending) {
        pending = convert(path.join(font.directory, 'files', `${name}.woff`), target);
        converting.set(target, pending);
        // A failure is tried again on the next render.
        pending.catch(() => converting.delete(target));
      }
      return pending;
    });
  return (await Promise.all(files)).filter((file): file is string => file !== null);
}

const measured = new Map<string, Promise<FontMetrics>>();

/** The measurements of one variant's files, read once per file (for wrapping a text in its box). */
export async function renderFontMetrics(family: string, variantName: string): Promise<FontMetrics> {
  const files = await renderFontFiles(family, variantName);
  const metrics = files.map((file) => {
    let pending = measured.get(file);
    if (!pending) {
      pending = readFile(file).then(readFontMetrics);
      measured.set(file, pending);
    }
    return pending;
  });
  return combinedMetrics(await Promise.all(metrics));
}

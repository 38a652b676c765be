/**
 * The fonts installed with the platform (SPEC §3 fonts, issue 20, ADR 0048): a few Google families
 * from their `@fontsource/*` npm packages, whose metadata names the weights, styles and subsets
 * and whose `files/` hold the WOFF2 and WOFF files. Nothing is fetched at run time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FontFamily } from '@theke/contracts';

/** The installed packages (svc-content's dependencies); the catalogue lists them in this order. */
const FONT_PACKAGES = ['roboto', 'open-sans', 'lato', 'montserrat', 'playfair-display', 'oswald'] as const;

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  category: string;
}

/** One installed family: what `/api/fonts` lists and where its files are. */
export interface InstalledFont extends FontFamily {
  /** The package's version: part of every file URL, so a URL names bytes that never change. */
  version: string;
  directory: string;
  subsets: string[];
  /** Subset name to CSS unicode-range. */
  unicodeRanges: Record<string, string>;
}

export interface FontVariant {
  weight: number;
  style: 'normal' | 'italic';
}

/** Google's variant names: 400 is 'regular', 400 italic 'italic', others '700' and '700italic'. */
export function variantName({ weight, style }: FontVariant): string {
  if (weight === 400) return style === 'italic' ? 'italic' : 'regular';
  return style === 'italic' ? `${weight}italic` : String(weight);
}

export function parseVariant(name: string): FontVariant | null {
  if (name === 'regular') return { weight: 400, style: 'normal' };
  if (name === 'italic') return { weight: 400, style: 'italic' };
  const match = /^([1-9]00)(italic)?$/.exec(name);
  return match ? { weight: Number(match[1]), style: match[2] ? 'italic' : 'normal' } : null;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function loadFont(id: string): InstalledFont {
  const directory = path.dirname(require.resolve(`@fontsource/${id}/package.json`));
  const metadata = readJson<FontsourceMetadata>(path.join(directory, 'metadata.json'));
  const { version } = readJson<{ version: string }>(path.join(directory, 'package.json'));
  // By weight, each upright before its italic (as Google lists them): 'regular', 'italic', '700', '700italic'.
  const styles = (['normal', 'italic'] as const).filter((style) => metadata.styles.includes(style));
  return {
    family: metadata.family,
    id: metadata.id,
    category: metadata.category,
    variants: metadata.weights.flatMap((weight) => styles.map((style) => variantName({ weight, style }))),
    version,
    directory,
    subsets: metadata.subsets,
    unicodeRanges: readJson<Record<string, string>>(path.join(directory, 'unicode.json')),
  };
}

let installed: InstalledFont[] | null = null;

/** Read once from the packages on first use. */
export function installedFonts(): InstalledFont[] {
  installed ??= FONT_PACKAGES.map(loadFont);
  return installed;
}

/** By id ('open-sans') or family name ('Open Sans'). */
export function findFont(familyOrId: string): InstalledFont | undefined {
  return installedFonts().find((font) => font.id === familyOrId || font.family === familyOrId);
}

/** The file of one subset of a variant, without extension ('roboto-latin-700-italic'). */
export function fontFileName(font: InstalledFont, subset: string, { weight, style }: FontVariant): string {
  return `${font.id}-${subset}-${weight}-${style}`;
}

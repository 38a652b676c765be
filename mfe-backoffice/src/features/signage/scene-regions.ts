/**
 * A scene's regions (ADR 0042): named rectangles in percent of the screen. The presets the region
 * editor offers, per orientation, and what it marks on the canvas.
 */
import { parseNumber } from '../forms';

export interface Region {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Orientation = 'landscape' | 'portrait';

export type PresetName = 'fullScreen' | 'split' | 'mainWithBar';

export const PRESET_NAMES: readonly PresetName[] = ['fullScreen', 'split', 'mainWithBar'];

const region = (name: string, x: number, y: number, width: number, height: number): Region => ({ name, x, y, width, height });

/**
 * Region names are identifiers (the devices' region-to-stream map refers to them).
 * Side by side on a landscape screen, stacked on a portrait one; the bar takes a quarter (a fifth upright).
 */
const PRESETS: Record<Orientation, Record<PresetName, readonly Region[]>> = {
  landscape: {
    fullScreen: [region('vollbild', 0, 0, 100, 100)],
    split: [region('links', 0, 0, 50, 100), region('rechts', 50, 0, 50, 100)],
    mainWithBar: [region('hauptbereich', 0, 0, 75, 100), region('leiste', 75, 0, 25, 100)],
  },
  portrait: {
    fullScreen: [region('vollbild', 0, 0, 100, 100)],
    split: [region('oben', 0, 0, 100, 50), region('unten', 0, 50, 100, 50)],
    mainWithBar: [region('hauptbereich', 0, 0, 100, 80), region('leiste', 0, 80, 100, 20)],
  },
};

export function presetRegions(preset: PresetName, orientation: Orientation): Region[] {
  return PRESETS[orientation][preset].map((entry) => ({ ...entry }));
}

export const orientationOf = (value: unknown): Orientation => (value === 'portrait' ? 'portrait' : 'landscape');

/** A number input's value (the form holds what was typed, '12,5' too); null while empty or not a number. */
const numberOf = (value: unknown): number | null => {
  const parsed = parseNumber(value);
  return parsed === null || Number.isNaN(parsed) ? null : parsed;
};

/** The regions of a form value that can be drawn: those whose four numbers are filled in. */
export function regionsOf(value: unknown): Region[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Partial<Record<keyof Region, unknown>> | null) => {
    const x = numberOf(item?.x);
    const y = numberOf(item?.y);
    const width = numberOf(item?.width);
    const height = numberOf(item?.height);
    if (x === null || y === null || width === null || height === null) return [];
    return [{ name: typeof item?.name === 'string' ? item.name : '', x, y, width, height }];
  });
}

/** A rectangle that reaches past the screen or has no area (the server refuses it too). */
export function isOutside(area: Region): boolean {
  return area.x < 0 || area.y < 0 || area.width <= 0 || area.height <= 0 || area.x + area.width > 100 || area.y + area.height > 100;
}

/** Do two rectangles cover some of the same screen? (Shown as a hint: overlapping regions are allowed.) */
export function overlaps(a: Region, b: Region): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Names of regions that overlap another one. */
export function overlappingNames(regions: readonly Region[]): string[] {
  return regions
    .filter((candidate, index) => regions.some((other, at) => at !== index && overlaps(candidate, other)))
    .map((candidate) => candidate.name);
}

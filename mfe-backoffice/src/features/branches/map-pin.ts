/**
 * The branch map pin's logic: the pin is the branch's latitude and longitude (two plain number
 * fields of the form), rounded to the 7 decimals the database keeps. The map itself (mapbox-gl)
 * appears only when the configuration has a Mapbox token, as on the storefront.
 */
import { parseNumber, type FormValues } from '../forms';

export interface Pin {
  latitude: number | null;
  longitude: number | null;
}

const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);

export function pinOf(values: FormValues): Pin {
  return { latitude: finite(parseNumber(values.latitude)), longitude: finite(parseNumber(values.longitude)) };
}

export function hasCoordinates(pin: Pin): pin is { latitude: number; longitude: number } {
  return pin.latitude !== null && pin.longitude !== null;
}

/** A point the map reports, as the form stores it. */
export function pinValues(longitude: number, latitude: number): Pin {
  const round = (value: number) => Math.round(value * 1e7) / 1e7;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** Where the map starts without a pin: Vienna (the demo business is Austrian). */
export const MAP_START = { longitude: 16.3725, latitude: 48.2083, zoom: 11 } as const;

/** The storefront's style (SPEC §9 dark map), for the same picture in both places. */
export const MAP_STYLE = 'mapbox://styles/mapbox/dark-v11';

/** The token the storefront's map uses (config `mapboxAccessToken`); '' when none is configured. */
export function mapboxTokenOf(config: Record<string, unknown> | undefined): string {
  const token = config?.mapboxAccessToken;
  return typeof token === 'string' ? token.trim() : '';
}

/**
 * What the config row stores, derived from the one description in @theke/contracts
 * (`configDescription`): its columns by field kind, and the values a fresh installation answers.
 * Names are the spec's exactly; image and logo are stored as their image ids.
 */
import { configDescription, dataFields, type Config } from '@theke/contracts';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, LABEL_GRIDS, THEME_DEFAULTS } from '@theke/domain';

/** The described fields as the row holds them (tabs flattened). */
export const CONFIG_FIELDS = dataFields(configDescription.fields);

/** Image fields are stored as `<name>Id` columns and served as image references. */
export const CONFIG_IMAGE_FIELDS = ['image', 'logo', 'favicon'] as const;
export type ConfigImageField = (typeof CONFIG_IMAGE_FIELDS)[number];

/** The keys the API adds around the stored fields; a client may send them back, they are ignored. */
type ServedOnly = 'id' | 'version' | 'appVersion' | 'environment' | 'updatedAt';

/** What the config row stores; `imageId`/`logoId`/`faviconId` are served as image references `image`/`logo`/`favicon`. */
export type ConfigValues = Omit<Config, ServedOnly | ConfigImageField> & {
  imageId: number | null;
  logoId: number | null;
  faviconId: number | null;
};

/** SPEC §9 label grid sizes (theme settings): compact 12 × 4, detail 5 × 2. */
const LABEL_GRID_DEFAULTS = {
  labelGridCompactRows: LABEL_GRIDS.compact.rows,
  labelGridCompactColumns: LABEL_GRIDS.compact.columns,
  labelGridDetailRows: LABEL_GRIDS.detail.rows,
  labelGridDetailColumns: LABEL_GRIDS.detail.columns,
} as const;

/** SPEC §9 map defaults: zoom 19, pitch 55, bearing -85. */
export const MAPBOX_DEFAULTS = { mapboxZoom: 19, mapboxPitch: 55, mapboxBearing: -85 } as const;

/** The column a described field is stored in ('image' → 'imageId'). */
export const configColumnOf = (name: string): string =>
  (CONFIG_IMAGE_FIELDS as readonly string[]).includes(name) ? `${name}Id` : name;

function defaultOf(field: (typeof CONFIG_FIELDS)[number]): unknown {
  if (field.kind === 'boolean') return field.default ?? false;
  if (field.name in THEME_DEFAULTS) return THEME_DEFAULTS[field.name as keyof typeof THEME_DEFAULTS];
  if (field.name in LABEL_GRID_DEFAULTS) return LABEL_GRID_DEFAULTS[field.name as keyof typeof LABEL_GRID_DEFAULTS];
  if (field.kind === 'number') return MAPBOX_DEFAULTS[field.name as keyof typeof MAPBOX_DEFAULTS] ?? 0;
  return null;
}

/**
 * What a fresh installation answers before anyone saved a config; the table's column defaults
 * agree (SPEC §9: cash is the default payment method).
 */
export const CONFIG_DEFAULTS: ConfigValues = {
  ...(Object.fromEntries(CONFIG_FIELDS.map((field) => [configColumnOf(field.name), defaultOf(field)])) as ConfigValues),
  currency: DEFAULT_CURRENCY,
  timeZone: DEFAULT_TIME_ZONE,
};

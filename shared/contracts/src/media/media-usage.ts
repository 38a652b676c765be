/**
 * Where an image or an uploaded file is used (issue 20, media library): svc-content finds its own
 * uses and asks svc-catalog for the catalogue's, the back-office lists them and a delete is
 * refused (409) while there is any. One shape for both services and the screen.
 */
export const MEDIA_USAGE_KINDS = [
  'site',
  'block',
  'product',
  'category',
  'tag',
  'branch',
  'division',
  'signage-segment',
  'image-template',
  'theme',
] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];

export interface MediaUsage {
  kind: MediaUsageKind;
  id: number;
  name: string;
}

/** The German name of each kind, in the 409 message and on the screen ("Verwendet auf: Seite „Start“"). */
export const MEDIA_USAGE_KIND_LABELS: Readonly<Record<MediaUsageKind, string>> = {
  site: 'Seite',
  block: 'Inhalt',
  product: 'Produkt',
  category: 'Kategorie',
  tag: 'Tag',
  branch: 'Filiale',
  division: 'Sparte',
  'signage-segment': 'Filmsequenz',
  'image-template': 'Bildvorlage',
  theme: 'Design',
};

export const describeMediaUsage = (usage: MediaUsage): string =>
  `${MEDIA_USAGE_KIND_LABELS[usage.kind]} „${usage.name}“`;

/** 'Verwendet auf: Seite „Start“, Produkt „Reinigung“' */
export const mediaUsageSummary = (usages: readonly MediaUsage[]): string =>
  `Verwendet auf: ${usages.map(describeMediaUsage).join(', ')}`;

/** The 409 of a delete while the file is in use. */
export const mediaInUseMessage = (usages: readonly MediaUsage[]): string =>
  `Die Datei wird noch verwendet und kann nicht gelöscht werden. ${mediaUsageSummary(usages)}.`;

/** svc-catalog's answer to `GET /api/media-usages?image={id}` (asked by svc-content only). */
export const CATALOG_MEDIA_USAGES_PATH = '/media-usages';

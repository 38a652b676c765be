import { registerZoneOffsets, type ZoneOffsetTable } from '@theke/ui';

/** The gateway's data block with the business zone's offsets (gateway/src/seo/page-meta.routes.ts). */
export const ZONE_ELEMENT_ID = 'theke-zone';

/**
 * Hands the offsets to @theke/domain before the first render, so opening states need no
 * Intl.DateTimeFormat (its set-up alone blocks a phone's main thread for 80–340 ms). Without the
 * block (a development server) the domain reads the zone through Intl as before.
 */
export function registerInlineZoneOffsets(doc: Document = document): void {
  const text = doc.getElementById(ZONE_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const table = JSON.parse(text) as ZoneOffsetTable;
    if (typeof table.timeZone === 'string' && Array.isArray(table.offsets) && typeof table.until === 'number') registerZoneOffsets(table);
  } catch {
    // A broken block only costs the fast path.
  }
}

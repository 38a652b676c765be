/**
 * The programme a TV plays (ADR 0042): the server's when it answers, else the one it kept. The
 * device's own programme is kept for the next start without a server; a scene a command asked
 * for is shown, not kept. Entries the player cannot show (an image template svc-content has not
 * rendered, a video without its file) are left out here, so the loop never waits on them.
 */
import type { ProgrammeEntry, ProgrammeRegion, SignageProgramme } from '@theke/contracts';
import { loadProgramme, saveProgramme, type CachedProgramme, type KeyValueStorage } from './device-store';
import { isUnpaired, type DeviceApi } from './player-api';

export interface LoadedProgramme extends CachedProgramme {
  /** Read from localStorage because the server did not answer. */
  fromCache: boolean;
}

export async function loadCurrentProgramme(
  device: Pick<DeviceApi, 'programme'>,
  storage: KeyValueStorage,
  scene: number | null = null,
  now: () => number = Date.now,
): Promise<LoadedProgramme> {
  try {
    const programme = await device.programme(scene);
    const cached = { programme, clockOffsetMs: Date.parse(programme.serverTime) - now() };
    if (scene === null) saveProgramme(storage, cached);
    return { ...cached, fromCache: false };
  } catch (error) {
    if (isUnpaired(error)) throw error;
    const cached = scene === null ? loadProgramme(storage) : null;
    if (!cached) throw error;
    return { ...cached, fromCache: true };
  }
}

export function isPlayable(entry: ProgrammeEntry): boolean {
  const { segment } = entry;
  switch (segment.type) {
    case 'image':
    case 'image-template':
      return Boolean(segment.imageUrl);
    case 'video':
      return Boolean(segment.videoUrl);
    case 'block':
      return segment.block !== null;
    case 'menu-board':
      return segment.menuBoard !== null;
    case 'pickup-board':
      return segment.pickupBoard !== null;
    default:
      return false;
  }
}

export const playableEntries = (region: ProgrammeRegion): ProgrammeEntry[] => (region.stream?.entries ?? []).filter(isPlayable);

/** Every media address a programme shows: what the media cache keeps. */
export function mediaOf(programme: SignageProgramme): string[] {
  const urls = programme.regions.flatMap(playableEntries).map(({ segment }) => segment.videoUrl ?? segment.imageUrl);
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

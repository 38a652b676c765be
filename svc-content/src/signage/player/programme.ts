import { Op } from 'sequelize';
import type { ProgrammeEntry, ProgrammeRegion, SignageProgramme } from '@theke/contracts';
import { DEFAULT_TIME_ZONE } from '@theke/domain';
import { ConfigRecord, CONFIG_ID, configValuesOf } from '../../config/config.model';
import type { Device } from '../devices/device.model';
import { Scene } from '../scenes/scene.model';
import { Stream } from '../streams/stream.model';
import { resolveSegments } from './programme-segments';

/** The business time zone the TV evaluates dayparting in (config.timeZone, ARCHITECTURE "Values"). */
async function businessTimeZone(): Promise<string> {
  const record = await ConfigRecord.findByPk(CONFIG_ID);
  return (record ? configValuesOf(record).timeZone : null) ?? DEFAULT_TIME_ZONE;
}

/**
 * ADR 0042 `GET /api/digital-signage-player/programme`: the device's scene (or `sceneId`, a
 * 'scene' command's) with each region's stream and its entries resolved. A stream of another
 * branch than the device's plays nothing there.
 */
export async function programmeOf(device: Device, sceneId: number | null = null): Promise<SignageProgramme> {
  const id = sceneId ?? device.sceneId;
  const scene = id === null ? null : await Scene.findByPk(id);
  const streamIdOf = new Map(device.regions.map((entry) => [entry.region, entry.stream.id]));
  const streams = await Stream.findAll({
    where: {
      id: { [Op.in]: [...streamIdOf.values()] },
      [Op.or]: [{ branchId: null }, { branchId: device.branchId }],
    },
  });
  const streamOf = new Map(streams.map((stream) => [stream.id, stream]));
  const segments = await resolveSegments(streams.flatMap((stream) => stream.entries.map((entry) => entry.segment.id)));

  const regions: ProgrammeRegion[] = (scene?.regions ?? []).map((region) => {
    const streamId = streamIdOf.get(region.name);
    const stream = streamId === undefined ? undefined : streamOf.get(streamId);
    if (!stream) return { ...region, stream: null };
    const entries = stream.entries.flatMap((entry): ProgrammeEntry[] => {
      const segment = segments.get(entry.segment.id);
      if (!segment) return [];
      return [{ ...entry, segment, durationSeconds: entry.durationSeconds ?? segment.durationSeconds }];
    });
    return { ...region, stream: { id: stream.id, name: stream.name, entries } };
  });

  return {
    device: { id: device.id, name: device.name, branch: { id: device.branchId }, orientation: device.orientation },
    scene: scene ? { id: scene.id, name: scene.name, path: scene.path, orientation: scene.orientation } : null,
    regions,
    serverTime: new Date().toISOString(),
    timeZone: await businessTimeZone(),
  };
}

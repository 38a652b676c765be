import { Router } from 'express';
import { Op } from 'sequelize';
import { signageDeviceDescription, type Scene as SceneJson } from '@theke/contracts';
import {
  crudRouter,
  describedCrud,
  entityId,
  idParam,
  Invalid,
  MESSAGES,
  NotFound,
  recordChange,
  requireRole,
  ROLE_ADMIN,
  type ServiceContext,
  type WriteContext,
} from '@theke/server';
import { Pairing } from '../pairing/pairing.model';
import { assertExisting } from '../references';
import { Scene } from '../scenes/scene.model';
import { Stream } from '../streams/stream.model';
import { deviceJson } from './device-json';
import { Device, type DeviceRegion } from './device.model';
import { normalizedPairingCode } from './device-token';

export const INVALID_PAIRING_CODE_MESSAGE = 'Der Kopplungscode ist ungültig oder abgelaufen.';

/** Binds the open pairing showing `code` to the device being saved; a TV fetches its token next. */
async function bindPairing(code: string, { transaction }: WriteContext): Promise<string> {
  const pairing = await Pairing.findOne({
    where: { code: normalizedPairingCode(code), boundAt: null, expiresAt: { [Op.gt]: new Date() } },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!pairing) throw new Invalid([{ message: INVALID_PAIRING_CODE_MESSAGE, field: 'pairingCode', code: 'invalid_pairing_code' }]);
  await pairing.update({ boundAt: new Date() }, { transaction });
  return pairing.id;
}

/**
 * A device's regions name regions of its scene and streams of every branch or of its own;
 * the scene and the streams must exist.
 */
async function assertRegions(
  regions: DeviceRegion[],
  sceneId: number | null,
  branchId: number,
  { transaction }: WriteContext,
): Promise<void> {
  const streamIds = regions.map((entry, index) => ({ id: entry.stream.id, field: `regions.${index}.stream.id` }));
  await assertExisting(Stream, streamIds, transaction);
  const streams = await Stream.findAll({ where: { id: { [Op.in]: streamIds.map((entry) => entry.id) } }, transaction });
  const branchOf = new Map(streams.map((stream) => [stream.id, stream.branchId]));
  const scene = sceneId === null ? null : await Scene.findByPk(sceneId, { transaction });
  const regionNames = new Set((scene?.regions ?? ([] as SceneJson['regions'])).map((region) => region.name));
  const errors = regions.flatMap((entry, index) => [
    ...(scene && !regionNames.has(entry.region) ? [{ message: MESSAGES.choice, field: `regions.${index}.region`, code: 'invalid' }] : []),
    ...(![null, branchId].includes(branchOf.get(entry.stream.id) ?? null)
      ? [{ message: MESSAGES.invalid, field: `regions.${index}.stream.id`, code: 'other_branch' }]
      : []),
  ]);
  if (errors.length > 0) throw new Invalid(errors);
}

/**
 * SPEC §7 generic CRUD of TVs, `?branch=` and `?scene=`. Staff read the TVs of their branches
 * (another branch's answers 404), administrators write. A `pairingCode` binds the TV showing it
 * (ADR 0042); `POST /digital-signage-devices/{id}/token` unpairs the TV, which must pair again.
 */
export function deviceRoutes(context: ServiceContext): Router {
  const router = Router();
  router.post('/digital-signage-devices/:id/token', requireRole(ROLE_ADMIN), async (req, res) => {
    const device = await context.sequelize.transaction(async (transaction) => {
      const row = await Device.findByPk(idParam(req), { transaction, lock: transaction.LOCK.UPDATE });
      if (!row) throw new NotFound();
      const before = deviceJson(row);
      await row.update({ tokenHash: null, pairingId: null, pairedAt: null, version: row.version + 1 }, { transaction });
      await recordChange(req, transaction, {
        entity: signageDeviceDescription.entity,
        entityId: row.id,
        action: 'updated',
        before,
        after: deviceJson(row),
        titleField: signageDeviceDescription.titleField,
      });
      return row;
    });
    res.json({ data: { ...deviceJson(device), version: device.version } });
  });
  router.use(
    crudRouter({
      ...describedCrud(signageDeviceDescription),
      model: Device,
      sequelize: context.sequelize,
      queryFilters: {
        branch: { schema: entityId(), where: (branchId) => ({ branchId }) },
        scene: { schema: entityId(), where: (sceneId) => ({ sceneId }) },
      },
      branchIdsOf: (values) => [Number((values.branch as { id: number } | undefined)?.id ?? values.branchId)],
      hideOtherBranches: true,
      toJson: deviceJson,
      order: [
        ['branchId', 'ASC'],
        ['name', 'ASC'],
      ],
      async prepare(values, write) {
        const { pairingCode, ...prepared } = values;
        const existing = write.existing as Device | null;
        const scene = prepared.scene === undefined ? (existing?.scene ?? null) : (prepared.scene as { id: number } | null);
        if (scene) await assertExisting(Scene, [{ id: scene.id, field: 'scene.id' }], write.transaction);
        const branchId = (prepared.branch as { id: number } | undefined)?.id ?? existing?.branchId;
        if (prepared.regions && branchId !== undefined)
          await assertRegions(prepared.regions as DeviceRegion[], scene?.id ?? null, branchId, write);
        if (typeof pairingCode === 'string' && pairingCode.trim() !== '')
          Object.assign(prepared, { pairingId: await bindPairing(pairingCode, write), tokenHash: null, pairedAt: null });
        return prepared;
      },
    }),
  );
  return router;
}

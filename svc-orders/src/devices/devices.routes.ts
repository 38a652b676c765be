import { Router, type Request } from 'express';
import type { Model } from 'sequelize';
import { crudRouter, idParam, Invalid, MESSAGES, principalOf, requireStaff } from '@theke/server';
import type { ServiceRuntime } from '../runtime';
import { publicBaseUrl } from '../settings';
import { Device } from './device.model';
import { deviceSchema, deviceUpdateSchema } from './device.schema';
import {
  deviceJson,
  newDeviceToken,
  requestDeviceLogs,
  testNotification,
  testPrint,
  type QueueTestPrint,
} from './devices.service';

const deviceIdOf = (req: Request): number => idParam(req);

/**
 * SPEC §7 devices: generic CRUD for staff (employees see and change only their branches'
 * devices; another branch's answers 404), plus the tests and the device-log request.
 */
export function devicesRouter(runtime: ServiceRuntime, queueTestPrint: QueueTestPrint): Router {
  const router = Router();
  const toJson = (row: Model, _principal: unknown, req: Request) =>
    deviceJson(row as Device, publicBaseUrl(req, runtime.settings));

  router.use(
    crudRouter({
      path: '/devices',
      entity: 'device',
      model: Device,
      sequelize: runtime.context.sequelize,
      schema: deviceSchema,
      updateSchema: deviceUpdateSchema,
      read: 'staff',
      write: 'staff',
      hideOtherBranches: true,
      branchIdsOf: (values) => [Number((values.branch as { id: number } | undefined)?.id ?? values.branchId)],
      toJson,
      order: [
        ['branchId', 'ASC'],
        ['identifier', 'ASC'],
      ],
      async prepare(values, { existing }) {
        const branch = values.branch as { id: number } | undefined;
        if (branch) {
          const snapshot = await runtime.catalogue.current();
          if (!snapshot.branches.has(branch.id))
            throw new Invalid([{ field: 'branch.id', message: MESSAGES.choice, code: 'invalid_choice' }]);
        }
        const type = values.type ?? existing?.get('type');
        // A printer gets its CloudPRNT secret once; it stays when the device is edited.
        if (type === 'printing' && !existing?.get('token')) return { ...values, token: newDeviceToken() };
        return values;
      },
    }),
  );

  const answer = (req: Request, device: Device) => ({ data: toJson(device, null, req) });

  router.post('/devices/:id/test/notification', requireStaff, async (req, res) => {
    res.status(202).json(answer(req, await testNotification(runtime, principalOf(req), deviceIdOf(req))));
  });

  router.post('/devices/:id/test/print', requireStaff, async (req, res) => {
    res.status(202).json(answer(req, await testPrint(principalOf(req), deviceIdOf(req), queueTestPrint)));
  });

  router.post('/devices/:id/request-device-logs', requireStaff, async (req, res) => {
    res.status(202).json(answer(req, await requestDeviceLogs(principalOf(req), deviceIdOf(req))));
  });

  return router;
}

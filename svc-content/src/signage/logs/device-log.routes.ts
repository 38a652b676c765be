import { Router } from 'express';
import Joi from 'joi';
import { Op } from 'sequelize';
import { SIGNAGE_LOG_MAX_LINE_LENGTH, SIGNAGE_LOG_MAX_LINES, type SignageLogsRequest } from '@theke/contracts';
import { requireStaff, validate, type ServiceContext } from '@theke/server';
import { commandableDevice } from '../commands/command.routes';
import { Command } from '../commands/command.model';
import { callingDevice } from '../player/device-principal';
import { DeviceLog, deviceLogJson } from './device-log.model';

/** How many of a TV's latest sets of lines are kept (older ones are deleted when a new one comes). */
export const KEPT_DEVICE_LOGS = 5;

const logsSchema = Joi.object({
  lines: Joi.array().items(Joi.string().allow('').max(SIGNAGE_LOG_MAX_LINE_LENGTH)).max(SIGNAGE_LOG_MAX_LINES).required(),
});

/**
 * ADR 0042 'logs' command: the TV posts its latest lines (they answer its open 'logs' command, if
 * any, which it acknowledges next); staff of its branch read the latest sets.
 */
export function deviceLogRoutes(context: ServiceContext): Router {
  const router = Router();

  router.post('/digital-signage-player/logs', async (req, res) => {
    const device = await callingDevice(req);
    const { lines } = validate(logsSchema, req.body ?? {}) as SignageLogsRequest;
    const stored = await context.sequelize.transaction(async (transaction) => {
      const command = await Command.findOne({
        where: { deviceId: device.id, command: 'logs', state: { [Op.in]: ['pending', 'delivered'] }, expiresAt: { [Op.gt]: new Date() } },
        order: [['id', 'DESC']],
        transaction,
      });
      const log = await DeviceLog.create({ deviceId: device.id, commandId: command?.id ?? null, lines }, { transaction });
      const kept = await DeviceLog.findAll({
        attributes: ['id'],
        where: { deviceId: device.id },
        order: [['id', 'DESC']],
        limit: KEPT_DEVICE_LOGS,
        transaction,
      });
      await DeviceLog.destroy({ where: { deviceId: device.id, id: { [Op.notIn]: kept.map((row) => row.id) } }, transaction });
      return log;
    });
    res.status(201).json({ data: { id: stored.id, command: stored.commandId === null ? null : { id: stored.commandId } } });
  });

  router.get('/digital-signage-devices/:id/logs', requireStaff, async (req, res) => {
    const device = await commandableDevice(req);
    const logs = await DeviceLog.findAll({ where: { deviceId: device.id }, order: [['id', 'DESC']], limit: KEPT_DEVICE_LOGS });
    res.set('Cache-Control', 'no-store');
    res.json({ data: logs.map(deviceLogJson) });
  });

  return router;
}

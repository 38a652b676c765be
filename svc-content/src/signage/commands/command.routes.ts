import { Router, type Request } from 'express';
import type { Transaction } from 'sequelize';
import type { SignageCommandRequest } from '@theke/contracts';
import {
  canActOnBranch,
  idParam,
  NotFound,
  principalOf,
  recordChange,
  requireStaff,
  validate,
  type ServiceContext,
} from '@theke/server';
import { Device } from '../devices/device.model';
import { assertExisting } from '../references';
import { Scene } from '../scenes/scene.model';
import { Segment } from '../segments/segment.model';
import { Command } from './command.model';
import { abortRequestSchema, commandRequestSchema } from './command.schema';
import { abortCommands, commandJson, sendCommand } from './command.service';

/** The audit log's name of a command entry. */
const COMMAND_ENTITY = 'digital-signage-command';
/** How many of a device's latest commands the back-office lists. */
const LISTED_COMMANDS = 50;

/** The device, if the caller may command it: administrators any, employees their branches' (else 404). */
export async function commandableDevice(req: Request, transaction?: Transaction): Promise<Device> {
  const device = await Device.findByPk(idParam(req), { transaction });
  if (!device || !canActOnBranch(principalOf(req), device.branchId)) throw new NotFound();
  return device;
}

/**
 * SPEC §7 device command and command abort (ADR 0042), for staff of the TV's branch, and the
 * device's latest commands with their states for the back-office.
 */
export function commandRoutes(context: ServiceContext): Router {
  const router = Router();

  router.post('/digital-signage-devices/:id/command', requireStaff, async (req, res) => {
    const request = validate(commandRequestSchema, req.body ?? {}) as SignageCommandRequest;
    const command = await context.sequelize.transaction(async (transaction) => {
      const device = await commandableDevice(req, transaction);
      if (request.scene) await assertExisting(Scene, [{ id: request.scene.id, field: 'scene.id' }], transaction);
      if (request.segment) await assertExisting(Segment, [{ id: request.segment.id, field: 'segment.id' }], transaction);
      const sent = await sendCommand(context, transaction, device, request);
      await recordChange(req, transaction, {
        entity: COMMAND_ENTITY,
        entityId: sent.id,
        action: 'created',
        before: null,
        after: { ...commandJson(sent) },
        title: `${device.name}: ${sent.command}`,
      });
      return sent;
    });
    res.status(201).json({ data: { id: command.id, state: command.state } });
  });

  router.post('/digital-signage-devices/:id/command/abort', requireStaff, async (req, res) => {
    const { id } = validate(abortRequestSchema, req.body ?? {}) as { id?: number };
    const aborted = await context.sequelize.transaction(async (transaction) => {
      const device = await commandableDevice(req, transaction);
      const commands = await abortCommands(context, transaction, device.id, id);
      for (const { command, before } of commands) {
        await recordChange(req, transaction, {
          entity: COMMAND_ENTITY,
          entityId: command.id,
          action: 'updated',
          before: { ...before },
          after: { ...commandJson(command) },
          title: `${device.name}: ${command.command}`,
        });
      }
      return commands.map((entry) => entry.command);
    });
    // The answer of the command itself, `{id, state}`, of the latest aborted one; `ids` names all.
    const latest = aborted[aborted.length - 1];
    res.json({ data: { id: latest?.id ?? null, state: 'aborted', ids: aborted.map((command) => command.id) } });
  });

  router.get('/digital-signage-devices/:id/commands', requireStaff, async (req, res) => {
    const device = await commandableDevice(req);
    const commands = await Command.findAll({ where: { deviceId: device.id }, order: [['id', 'DESC']], limit: LISTED_COMMANDS });
    res.json({ data: commands.map(commandJson) });
  });

  return router;
}

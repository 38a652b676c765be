import { Router } from 'express';
import Joi from 'joi';
import { type SignageHeartbeat } from '@theke/contracts';
import { entityId, idParam, NotFound, validate, type ServiceContext } from '@theke/server';
import { acknowledgeCommand, commandJson, deliverOpenCommands } from '../commands/command.service';
import { Device } from '../devices/device.model';
import { callingDevice } from './device-principal';
import { programmeOf } from './programme';
import { resolveSegments } from './programme-segments';

const heartbeatSchema = Joi.object({
  nowShowing: Joi.array()
    .items(
      Joi.object({
        region: Joi.string().trim().max(100).required(),
        segment: Joi.object({ id: entityId().required() }).allow(null).default(null),
      }),
    )
    .max(20)
    .default([]),
});

const programmeQuery = Joi.object({ scene: entityId() });

/**
 * ADR 0042 "The player's calls", each for the calling TV only (the gateway signs its device id):
 * its programme, a segment a command plays, the heartbeat, and its commands.
 */
export function playerRoutes(context: ServiceContext): Router {
  const router = Router();

  router.get('/digital-signage-player/programme', async (req, res) => {
    const device = await callingDevice(req);
    const { scene } = validate(programmeQuery, req.query) as { scene?: number };
    res.set('Cache-Control', 'no-store');
    res.json({ data: await programmeOf(device, scene ?? null) });
  });

  router.get('/digital-signage-player/segments/:id', async (req, res) => {
    await callingDevice(req);
    const id = idParam(req);
    const segment = (await resolveSegments([id])).get(id);
    if (!segment) throw new NotFound();
    res.json({ data: segment });
  });

  router.post('/digital-signage-player/heartbeat', async (req, res) => {
    const device = await callingDevice(req);
    const { nowShowing } = validate(heartbeatSchema, req.body ?? {}) as SignageHeartbeat;
    // Not an edit of the TV: no version, no audit log entry.
    await Device.update({ lastHeartbeatAt: new Date(), nowShowing }, { where: { id: device.id } });
    res.status(204).end();
  });

  router.get('/digital-signage-player/commands', async (req, res) => {
    const device = await callingDevice(req);
    const commands = await deliverOpenCommands(context, device.id);
    res.set('Cache-Control', 'no-store');
    res.json({ data: commands.map(commandJson) });
  });

  router.post('/digital-signage-player/commands/:id/ack', async (req, res) => {
    const device = await callingDevice(req);
    const command = await acknowledgeCommand(context, device.id, idParam(req));
    res.json({ data: { id: command.id, state: command.state } });
  });

  // Other player paths: who is not a TV learns nothing (401/403), a TV gets 404.
  router.use('/digital-signage-player', async (req) => {
    await callingDevice(req);
    throw new NotFound();
  });

  return router;
}

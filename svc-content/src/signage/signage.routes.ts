import { Router } from 'express';
import type { ServiceContext } from '@theke/server';
import { commandRoutes } from './commands/command.routes';
import { deviceIdentityRoutes } from './devices/device-identity.routes';
import { deviceRoutes } from './devices/device.routes';
import { deviceLogRoutes } from './logs/device-log.routes';
import { pairingRoutes, type PairingLimits } from './pairing/pairing.routes';
import { playerRoutes } from './player/player.routes';
import { sceneRoutes } from './scenes/scene.routes';
import { segmentRoutes } from './segments/segment.routes';
import { streamRoutes } from './streams/stream.routes';

/** Digital signage (issue 23, ADR 0042): the back-office's CRUD and commands, pairing, the player's calls. */
export function signageRouter(context: ServiceContext, pairingLimits: PairingLimits): Router {
  const router = Router();
  router.use(sceneRoutes(context));
  router.use(segmentRoutes(context));
  router.use(streamRoutes(context));
  // Before the devices' CRUD router, whose `/:id` routes would not take these paths anyway.
  router.use(commandRoutes(context));
  router.use(deviceRoutes(context));
  router.use(deviceIdentityRoutes());
  router.use(pairingRoutes(context, pairingLimits));
  // Before the player's routes, whose catch-all answers other player paths 404.
  router.use(deviceLogRoutes(context));
  router.use(playerRoutes(context));
  return router;
}

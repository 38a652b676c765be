import type { Sequelize } from 'sequelize';
import { defineCommand } from './commands/command.model';
import { defineDevice } from './devices/device.model';
import { defineDeviceLog } from './logs/device-log.model';
import { definePairing } from './pairing/pairing.model';
import { defineScene } from './scenes/scene.model';
import { defineSegment } from './segments/segment.model';
import { defineStream } from './streams/stream.model';

/** The signage tables of svc-content (migrations 0006, 0008). */
export function defineSignageModels(sequelize: Sequelize): void {
  defineScene(sequelize);
  defineSegment(sequelize);
  defineStream(sequelize);
  definePairing(sequelize);
  defineDevice(sequelize);
  defineCommand(sequelize);
  defineDeviceLog(sequelize);
}

import Joi from 'joi';
import { sceneDescription, SIGNAGE_ORIENTATION_OPTIONS, type SceneRegion } from '@theke/contracts';
import { crudRouter, describedCrud, Invalid, MESSAGES, type ServiceContext } from '@theke/server';
import { Device } from '../devices/device.model';
import { refuseDeleteWhileUsed } from '../references';
import { Scene } from './scene.model';

export const SCENE_IN_USE_MESSAGE =
  'Die Szene wird noch von einem TV verwendet und kann nicht gelöscht werden. Wählen Sie dort zuerst eine andere Szene.';

export const orientationSchema = () => Joi.string().valid(...SIGNAGE_ORIENTATION_OPTIONS.map((option) => option.value));

/** A region must lie on the screen: its right and bottom edges at most 100 %. */
function assertRegionsOnScreen(regions: SceneRegion[]): void {
  const errors = regions.flatMap((region, index) => [
    ...(region.x + region.width > 100 ? [{ message: MESSAGES.tooLarge(100 - region.x), field: `regions.${index}.width`, code: 'invalid' }] : []),
    ...(region.y + region.height > 100 ? [{ message: MESSAGES.tooLarge(100 - region.y), field: `regions.${index}.height`, code: 'invalid' }] : []),
  ]);
  if (errors.length > 0) throw new Invalid(errors);
}

/** SPEC §7 generic CRUD of scenes ('Szenen'), `?orientation=`; staff read, administrators write. */
export function sceneRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(sceneDescription),
    model: Scene,
    sequelize: context.sequelize,
    filters: { orientation: orientationSchema() },
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    async prepare(values) {
      if (Array.isArray(values.regions)) assertRegionsOnScreen(values.regions as SceneRegion[]);
      return values;
    },
    async beforeDestroy(row, { transaction }) {
      refuseDeleteWhileUsed(await Device.count({ where: { sceneId: row.get('id') as number }, transaction }), SCENE_IN_USE_MESSAGE);
    },
  });
}

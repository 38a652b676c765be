import Joi from 'joi';
import { Op, type Model, type WhereOptions } from 'sequelize';
import {
  DEFAULT_SEGMENT_SECONDS,
  SIGNAGE_SEGMENT_TYPE_OPTIONS,
  dataFields,
  signageSegmentDescription,
  type SignageSegmentType,
} from '@theke/contracts';
import { crudRouter, describedCrud, entityId, type ServiceContext } from '@theke/server';
import { Block } from '../../blocks/block.model';
import { Image } from '../../images/image.model';
import { ImageTemplate } from '../../image-templates/image-template.model';
import { Upload } from '../../uploads/upload.model';
import { Stream } from '../streams/stream.model';
import { assertExisting, refuseDeleteWhileUsed, type PointedAt } from '../references';
import { Segment } from './segment.model';

export const SEGMENT_IN_USE_MESSAGE =
  'Die Filmsequenz wird noch in einem Stream verwendet und kann nicht gelöscht werden. Entfernen Sie sie zuerst aus dem Stream.';

/** Every described field, references as `{id}`. */
export function segmentJson(row: Model): Record<string, unknown> {
  const segment = row as Segment;
  return {
    id: segment.id,
    name: segment.name,
    type: segment.type,
    durationSeconds: segment.durationSeconds,
    image: segment.image,
    video: segment.video,
    imageTemplate: segment.imageTemplate,
    block: segment.block,
    branch: segment.branch,
    menu: segment.menu,
    removeAfterMinutes: segment.removeAfterMinutes,
  };
}

/** The fields that apply only to some types, with those types (from the description's `when`). */
const TYPE_FIELDS = dataFields(signageSegmentDescription.fields).flatMap((field) =>
  field.when?.field === 'type' ? [{ name: field.name, types: field.when.is }] : [],
);

/** A field of another type is null: a segment changed from image to video keeps no image. */
function withoutOtherTypesFields(values: Record<string, unknown>, type: SignageSegmentType): Record<string, unknown> {
  const cleaned = { ...values };
  for (const { name, types } of TYPE_FIELDS) if (!types.includes(type)) cleaned[name] = null;
  return cleaned;
}

const idOf = (value: unknown): number | null => (value as { id?: number } | null | undefined)?.id ?? null;

/** The media library entries a segment shows must exist. */
function pointedAt(values: Record<string, unknown>, field: 'image' | 'video' | 'block' | 'imageTemplate'): PointedAt[] {
  const id = idOf(values[field]);
  return id === null ? [] : [{ id, field: `${field}.id` }];
}

/**
 * SPEC §7 generic CRUD of digital signage segments ('Filmsequenzen'), `?type=` and `?branch=`;
 * staff read, administrators write. A segment without a duration shows 10 seconds.
 */
export function segmentRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(signageSegmentDescription),
    model: Segment,
    sequelize: context.sequelize,
    filters: { type: Joi.string().valid(...SIGNAGE_SEGMENT_TYPE_OPTIONS.map((option) => option.value)) },
    queryFilters: { branch: { schema: entityId(), where: (branchId) => ({ branchId }) } },
    toJson: segmentJson,
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    async prepare(values, { transaction, existing }) {
      const type = (values.type ?? (existing as Segment | null)?.type) as SignageSegmentType;
      await assertExisting(Image, pointedAt(values, 'image'), transaction);
      await assertExisting(Upload, pointedAt(values, 'video'), transaction);
      await assertExisting(Block, pointedAt(values, 'block'), transaction);
      await assertExisting(ImageTemplate, pointedAt(values, 'imageTemplate'), transaction);
      const prepared = withoutOtherTypesFields(values, type);
      if (prepared.durationSeconds === null || (!existing && prepared.durationSeconds === undefined))
        prepared.durationSeconds = DEFAULT_SEGMENT_SECONDS;
      return prepared;
    },
    async beforeDestroy(row, { transaction }) {
      const used = await Stream.count({
        where: { entries: { [Op.contains]: [{ segment: { id: Number(row.get('id')) } }] } } as WhereOptions,
        transaction,
      });
      refuseDeleteWhileUsed(used, SEGMENT_IN_USE_MESSAGE);
    },
  });
}

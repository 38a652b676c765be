import { Op, type Model, type WhereOptions } from 'sequelize';
import { signageStreamDescription, type SignageStreamEntry } from '@theke/contracts';
import { crudRouter, describedCrud, entityId, Invalid, MESSAGES, type ServiceContext } from '@theke/server';
import { Device } from '../devices/device.model';
import { assertExisting, refuseDeleteWhileUsed } from '../references';
import { Segment } from '../segments/segment.model';
import { Stream } from './stream.model';

export const STREAM_IN_USE_MESSAGE =
  'Der Stream wird noch von einem TV gespielt und kann nicht gelöscht werden. Entfernen Sie ihn zuerst dort.';

export function streamJson(row: Model): Record<string, unknown> {
  const stream = row as Stream;
  return { id: stream.id, name: stream.name, branch: stream.branch, entries: stream.entries };
}

/** A date range ends on or after its first day. */
function assertDateRanges(entries: SignageStreamEntry[]): void {
  const errors = entries.flatMap((entry, index) =>
    entry.fromDate && entry.toDate && entry.toDate < entry.fromDate
      ? [{ message: MESSAGES.invalid, field: `entries.${index}.toDate`, code: 'invalid' }]
      : [],
  );
  if (errors.length > 0) throw new Invalid(errors);
}

/**
 * SPEC §7 generic CRUD of digital signage streams: a playlist of segments in play order with
 * dayparting per entry (ADR 0042), `?branch=`; staff read, administrators write.
 */
export function streamRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(signageStreamDescription),
    model: Stream,
    sequelize: context.sequelize,
    queryFilters: { branch: { schema: entityId(), where: (branchId) => ({ branchId }) } },
    toJson: streamJson,
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    async prepare(values, { transaction }) {
      const entries = values.entries as SignageStreamEntry[] | undefined;
      if (entries) {
        assertDateRanges(entries);
        const segments = entries.map((entry, index) => ({ id: entry.segment.id, field: `entries.${index}.segment.id` }));
        await assertExisting(Segment, segments, transaction);
      }
      return values;
    },
    async beforeDestroy(row, { transaction }) {
      const used = await Device.count({
        where: { regions: { [Op.contains]: [{ stream: { id: Number(row.get('id')) } }] } } as WhereOptions,
        transaction,
      });
      refuseDeleteWhileUsed(used, STREAM_IN_USE_MESSAGE);
    },
  });
}

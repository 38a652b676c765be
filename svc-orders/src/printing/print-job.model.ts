/**
 * Print jobs (docs/adr/0018-devices-and-cloudprnt.md): printing/ owns them; devices/ only owns the
 * printers they are queued for.
 */
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** pending → fetched (the printer downloaded it) → printed (it confirmed); a failure puts it back to pending. */
export const PRINT_JOB_STATES = ['pending', 'fetched', 'printed'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

/** A receipt queued for one printer: an order's (printed on request or on confirmation) or a test. */
export class PrintJob extends Model<InferAttributes<PrintJob>, InferCreationAttributes<PrintJob>> {
  declare id: CreationOptional<number>;
  declare deviceId: number;
  declare orderId: number | null;
  /** Why the job exists; unique per device, so a replayed cause queues nothing twice. */
  declare cause: string;
  declare state: CreationOptional<PrintJobState>;
  /** Failed prints reported by the printer. */
  declare attempts: CreationOptional<number>;
  declare lastCode: CreationOptional<string | null>;
  /** The receipt as `text/plain`. */
  declare receipt: string;
  /** The same receipt as Star Document Markup (`text/vnd.star.markup`). */
  declare markup: string;
  declare createdAt: CreationOptional<Date>;
  declare fetchedAt: CreationOptional<Date | null>;
  declare printedAt: CreationOptional<Date | null>;
}

export function definePrintJobModel(sequelize: Sequelize): void {
  PrintJob.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      deviceId: { type: DataTypes.INTEGER, allowNull: false },
      orderId: { type: DataTypes.INTEGER, allowNull: true },
      cause: { type: DataTypes.STRING(100), allowNull: false },
      state: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastCode: { type: DataTypes.STRING(100), allowNull: true },
      receipt: { type: DataTypes.TEXT, allowNull: false },
      markup: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      fetchedAt: { type: DataTypes.DATE, allowNull: true },
      printedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'print_jobs', modelName: 'PrintJob', updatedAt: false },
  );
}

import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ChangeAction, FieldChange, LogEntry as LogEntryView } from '@theke/contracts';

/** One audit-log row (issue 19): a staff change any service or the gateway announced. */
export class LogEntry extends Model<InferAttributes<LogEntry>, InferCreationAttributes<LogEntry>> {
  declare id: CreationOptional<number>;
  declare eventId: string;
  declare service: string;
  declare entity: string;
  declare entityId: number | null;
  declare action: ChangeAction;
  declare title: string | null;
  declare userId: number | null;
  declare username: string | null;
  declare occurredAt: Date;
  declare changes: Record<string, FieldChange>;
  declare receivedAt: CreationOptional<Date>;
}

export function defineLogEntry(sequelize: Sequelize): void {
  LogEntry.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      eventId: { type: DataTypes.UUID, allowNull: false, unique: true },
      service: { type: DataTypes.STRING(50), allowNull: false },
      entity: { type: DataTypes.STRING(100), allowNull: false },
      entityId: { type: DataTypes.INTEGER, allowNull: true },
      action: { type: DataTypes.STRING(20), allowNull: false },
      title: { type: DataTypes.TEXT, allowNull: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      username: { type: DataTypes.STRING(180), allowNull: true },
      occurredAt: { type: DataTypes.DATE, allowNull: false },
      changes: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      receivedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'logs', timestamps: false },
  );
}

/** The entry as `GET /api/logs` answers it. */
export function logEntryView(entry: LogEntry): LogEntryView {
  const hasAuthor = entry.userId !== null || entry.username !== null;
  return {
    id: entry.id,
    service: entry.service,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    title: entry.title,
    user: hasAuthor ? { id: entry.userId, username: entry.username } : null,
    occurredAt: entry.occurredAt.toISOString(),
    changes: entry.changes,
  };
}

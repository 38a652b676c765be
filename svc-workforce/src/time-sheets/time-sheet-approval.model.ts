import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * An approved monthly time sheet (table `time_sheet_approvals`): whose (`userId`, `username`),
 * which month ('YYYY-MM'), who approved it and when. No row: the month is not approved.
 */
export class TimeSheetApproval extends Model<
  InferAttributes<TimeSheetApproval>,
  InferCreationAttributes<TimeSheetApproval>
> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare username: string;
  declare month: string;
  declare approvedById: number;
  declare approvedByName: string;
  declare approvedAt: CreationOptional<Date>;
}

export function initTimeSheetApprovalModel(sequelize: Sequelize): void {
  TimeSheetApproval.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      username: { type: DataTypes.STRING(180), allowNull: false },
      month: { type: DataTypes.CHAR(7), allowNull: false },
      approvedById: { type: DataTypes.INTEGER, allowNull: false },
      approvedByName: { type: DataTypes.STRING(180), allowNull: false },
      approvedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'time_sheet_approvals', modelName: 'TimeSheetApproval', timestamps: false },
  );
}

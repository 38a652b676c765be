import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { DEFAULT_HOLIDAY_ENTITLEMENT_DAYS, type UserReference } from '@theke/contracts';
import { decimalColumn, userReferenceColumn, VERSION_COLUMN } from '@theke/server';
import { attachAbsenceTotals, type AbsenceTotals } from './absence-totals';

/**
 * An employee's holiday balance of a year (@theke/contracts `holidayBalanceDescription`): the
 * entitlement and the days carried over are stored; what was taken (and the sick days) is read
 * from the absences whenever a balance is loaded or saved, so it is never stored twice.
 */
export class HolidayBalance extends Model<InferAttributes<HolidayBalance>, InferCreationAttributes<HolidayBalance>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare userId: number;
  declare username: string;
  declare year: number;
  declare entitlementDays: CreationOptional<number>;
  declare carriedOverDays: CreationOptional<number>;
  declare employee: CreationOptional<UserReference>;
  /** The year's absences of the employee, attached by the hooks below. */
  declare totals: NonAttribute<AbsenceTotals | undefined>;
}

export function initHolidayBalanceModel(sequelize: Sequelize): void {
  HolidayBalance.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      userId: { type: DataTypes.INTEGER, allowNull: false },
      username: { type: DataTypes.STRING(180), allowNull: false },
      year: { type: DataTypes.SMALLINT, allowNull: false },
      entitlementDays: { ...decimalColumn('entitlementDays', 1, false), defaultValue: DEFAULT_HOLIDAY_ENTITLEMENT_DAYS },
      carriedOverDays: { ...decimalColumn('carriedOverDays', 1, false), defaultValue: 0 },
      employee: userReferenceColumn('userId', 'username'),
    },
    {
      sequelize,
      tableName: 'holiday_balances',
      modelName: 'HolidayBalance',
      // Every balance read or written through the model carries its absence totals (the CRUD
      // router's serialiser is synchronous, so they are loaded here, in the same transaction).
      hooks: {
        async afterFind(found, options) {
          const rows = found === null ? [] : Array.isArray(found) ? found : [found];
          await attachAbsenceTotals(rows as HolidayBalance[], options.transaction ?? undefined);
        },
        async afterSave(balance, options) {
          await attachAbsenceTotals([balance], options.transaction ?? undefined);
        },
      },
    },
  );
}

import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { decimalColumn, VERSION_COLUMN } from '@theke/server';
import { DEFAULT_WORKING_TIME_COUNTRY, type DeliveryArea, type ImageReference, type OpeningHourRule, type WorkingTimeCountry } from '@theke/domain';

/** SPEC §3 Delivery area (@theke/domain's), with the stable `id` orders reference it by. */
export type StoredDeliveryArea = DeliveryArea & { id: number };

/** SPEC §3 Branch; `apiKey` is internal (frontdesk/backoffice order views), never shown to guests. */
export class Branch extends Model<InferAttributes<Branch>, InferCreationAttributes<Branch>> {
  declare id: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare identifier: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare street: CreationOptional<string | null>;
  declare zipCode: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare country: CreationOptional<WorkingTimeCountry>;
  declare phone: CreationOptional<string | null>;
  declare email: CreationOptional<string | null>;
  declare longitude: CreationOptional<number | null>;
  declare latitude: CreationOptional<number | null>;
  declare keywords: CreationOptional<string | null>;
  declare tags: CreationOptional<Array<{ id: number }>>;
  declare images: CreationOptional<ImageReference[]>;
  declare logo: CreationOptional<ImageReference | null>;
  declare isPublic: CreationOptional<boolean>;
  declare openingHours: CreationOptional<OpeningHourRule[]>;
  declare deliveryHours: CreationOptional<OpeningHourRule[]>;
  declare isDeliveryHoursEnabled: CreationOptional<boolean>;
  declare isDeliveryEnabled: CreationOptional<boolean>;
  declare isTakeawayEnabled: CreationOptional<boolean>;
  declare isDineInEnabled: CreationOptional<boolean>;
  declare isPreorderEnabled: CreationOptional<boolean>;
  declare isAppointmentRequired: CreationOptional<boolean>;
  declare isQuotationRequired: CreationOptional<boolean>;
  declare isTableSelectionEnabled: CreationOptional<boolean>;
  declare isCashEnabled: CreationOptional<boolean>;
  declare isATMCardEnabled: CreationOptional<boolean>;
  declare isHydroAGVoucherEnabled: CreationOptional<boolean>;
  declare isMollieEnabled: CreationOptional<boolean>;
  declare isDatatransEnabled: CreationOptional<boolean>;
  declare orderableFrom: CreationOptional<Date | null>;
  declare closedMessage: CreationOptional<string | null>;
  declare deliveryAreas: CreationOptional<StoredDeliveryArea[]>;
  declare isTakeawayEmailRequired: CreationOptional<boolean>;
  declare isTakeawayPhoneRequired: CreationOptional<boolean>;
  declare isTakeawayAddressRequired: CreationOptional<boolean>;
  declare isDeliveryEmailRequired: CreationOptional<boolean>;
  declare isDeliveryPhoneRequired: CreationOptional<boolean>;
  declare isDeliveryAddressRequired: CreationOptional<boolean>;
  declare isDineInEmailRequired: CreationOptional<boolean>;
  declare isDineInPhoneRequired: CreationOptional<boolean>;
  declare isDineInAddressRequired: CreationOptional<boolean>;
  declare apiKey: string;
}

const flag = (defaultValue: boolean) => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue });
const text = (type: DataTypes.DataType) => ({ type, allowNull: true, defaultValue: null });
const list = () => ({ type: DataTypes.JSONB, allowNull: false, defaultValue: [] });

export function initBranchModel(sequelize: Sequelize): void {
  Branch.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      version: VERSION_COLUMN,
      identifier: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      description: text(DataTypes.TEXT),
      street: text(DataTypes.STRING(255)),
      zipCode: text(DataTypes.STRING(20)),
      city: text(DataTypes.STRING(100)),
      country: { type: DataTypes.STRING(2), allowNull: false, defaultValue: DEFAULT_WORKING_TIME_COUNTRY },
      phone: text(DataTypes.STRING(40)),
      email: text(DataTypes.STRING(255)),
      longitude: { ...decimalColumn('longitude', 7), defaultValue: null },
      latitude: { ...decimalColumn('latitude', 7), defaultValue: null },
      keywords: text(DataTypes.TEXT),
      tags: list(),
      images: list(),
      logo: text(DataTypes.JSONB),
      isPublic: flag(true),
      openingHours: list(),
      deliveryHours: list(),
      isDeliveryHoursEnabled: flag(false),
      isDeliveryEnabled: flag(false),
      isTakeawayEnabled: flag(true),
      isDineInEnabled: flag(false),
      isPreorderEnabled: flag(false),
      isAppointmentRequired: flag(false),
      isQuotationRequired: flag(false),
      isTableSelectionEnabled: flag(false),
      isCashEnabled: flag(true),
      isATMCardEnabled: flag(false),
      isHydroAGVoucherEnabled: flag(false),
      isMollieEnabled: flag(false),
      isDatatransEnabled: flag(false),
      orderableFrom: text(DataTypes.DATE),
      closedMessage: text(DataTypes.TEXT),
      deliveryAreas: list(),
      isTakeawayEmailRequired: flag(true),
      isTakeawayPhoneRequired: flag(true),
      isTakeawayAddressRequired: flag(false),
      isDeliveryEmailRequired: flag(true),
      isDeliveryPhoneRequired: flag(true),
      isDeliveryAddressRequired: flag(true),
      isDineInEmailRequired: flag(false),
      isDineInPhoneRequired: flag(false),
      isDineInAddressRequired: flag(false),
      apiKey: { type: DataTypes.STRING(128), allowNull: false },
    },
    { sequelize, tableName: 'branches', modelName: 'Branch' },
  );
}

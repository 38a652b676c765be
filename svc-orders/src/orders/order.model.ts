import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { decimalColumn, moneyColumn } from '@theke/server';
import type { DeliveryAreaSnapshot, PaymentProviderName, PaymentStatus } from '@theke/contracts';
import type { PaymentMethod, Questionnaire, TaxLine } from '@theke/domain';
import type { ChosenOption } from '../pricing/order-pricing';

// The wire's types (@theke/contracts StaffOrder) are what these columns store.
export type { DeliveryAreaSnapshot, PaymentProviderName, PaymentStatus };

export class OrderItem extends Model<InferAttributes<OrderItem>, InferCreationAttributes<OrderItem>> {
  declare id: CreationOptional<number>;
  declare orderId: number;
  declare position: number;
  declare productId: number;
  declare name: string;
  declare amount: number;
  declare unit: string;
  /** The guest's selection per configurable part (SPEC §3 cart item `parts`). */
  declare parts: unknown[];
  /** What the selection means, for people: part name and chosen option or text. */
  declare options: ChosenOption[];
  declare calculationModel: string;
  declare unitPrice: number;
  declare gross: number;
  declare taxRate: number;
}

/** SPEC §3 placed order with the draft it was placed from, its pricing result and payment. */
export class Order extends Model<InferAttributes<Order>, InferCreationAttributes<Order>> {
  declare id: CreationOptional<number>;
  declare uid: string;
  declare hash: string;
  declare branchId: number;
  declare businessDate: string;
  declare ticketNumber: number;
  declare idempotencyKey: string | null;
  declare requestHash: string | null;
  declare isQuotation: boolean;
  declare isDelivery: boolean;
  declare isDineIn: boolean;
  /** Placed at the branch's self-service kiosk (ADR 0050). */
  declare isSelfService: boolean;

  declare isCompany: boolean;
  declare companyName: string | null;
  declare firstName: string | null;
  declare lastName: string | null;
  declare company: string | null;
  declare street: string | null;
  declare floor: string | null;
  declare stairway: string | null;
  declare door: string | null;
  declare zipCode: string | null;
  declare city: string | null;
  declare country: string | null;
  declare vatNo: string | null;
  declare phone: string | null;
  declare email: string | null;
  declare isDeliveryAddressDifferent: boolean;
  declare isDeliveryCompany: boolean;
  declare deliveryCompanyName: string | null;
  declare deliveryStreet: string | null;
  declare deliveryFloor: string | null;
  declare deliveryStairway: string | null;
  declare deliveryDoor: string | null;
  declare deliveryZipCode: string | null;
  declare deliveryCity: string | null;
  declare deliveryCountry: string | null;
  declare comment: string | null;
  declare legalInstructions: boolean;
  declare privacyPolicy: boolean;
  declare deliveryArea: DeliveryAreaSnapshot | null;
  declare table: { id: number; identifier: string } | null;
  declare tableIdentifier: string | null;
  declare donatee: { id: number; identifier: string; name: string } | null;
  declare appointmentDate: Date | null;
  declare counterAppointment: Date | null;
  declare paymentMethod: PaymentMethod | null;

  declare currency: string;
  declare gross: number;
  declare deliveryGross: number;
  declare totalNet: number;
  declare totalGross: number;
  declare donation: number;
  declare amountDue: number;
  declare taxes: TaxLine[];

  declare isConfirmed: CreationOptional<boolean>;
  declare isInDelivery: CreationOptional<boolean>;
  declare isDelivered: CreationOptional<boolean>;
  declare isCompleted: CreationOptional<boolean>;
  declare isRejected: CreationOptional<boolean>;
  declare rejectionMessage: CreationOptional<string | null>;
  declare isCanceled: CreationOptional<boolean>;
  declare isFailed: CreationOptional<boolean>;
  declare isPaid: CreationOptional<boolean>;
  declare isRefunded: CreationOptional<boolean>;
  /** When staff confirmed and completed it (statistics' durations); null before, and for orders older than issue 22. */
  declare confirmedAt: CreationOptional<Date | null>;
  declare completedAt: CreationOptional<Date | null>;

  declare paymentStatus: PaymentStatus;
  declare paymentProvider: PaymentProviderName | null;
  declare paymentId: CreationOptional<string | null>;
  declare paymentReference: CreationOptional<string | null>;
  declare paymentRedirectUrl: CreationOptional<string | null>;

  declare questionnaire: CreationOptional<Questionnaire | null>;
  declare questionnaireRating: CreationOptional<number | null>;

  declare version: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare items?: NonAttribute<OrderItem[]>;
}

const flag = () => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
const text = () => ({ type: DataTypes.STRING, allowNull: true });
const json = () => ({ type: DataTypes.JSONB, allowNull: true });

export function defineOrderModels(sequelize: Sequelize): void {
  Order.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uid: { type: DataTypes.STRING(36), allowNull: false },
      hash: { type: DataTypes.STRING(64), allowNull: false },
      branchId: { type: DataTypes.INTEGER, allowNull: false },
      businessDate: { type: DataTypes.DATEONLY, allowNull: false },
      ticketNumber: { type: DataTypes.INTEGER, allowNull: false },
      idempotencyKey: text(),
      requestHash: text(),
      isQuotation: flag(),
      isDelivery: flag(),
      isDineIn: flag(),
      isSelfService: flag(),
      isCompany: flag(),
      companyName: text(),
      firstName: text(),
      lastName: text(),
      company: text(),
      street: text(),
      floor: text(),
      stairway: text(),
      door: text(),
      zipCode: text(),
      city: text(),
      country: text(),
      vatNo: text(),
      phone: text(),
      email: text(),
      isDeliveryAddressDifferent: flag(),
      isDeliveryCompany: flag(),
      deliveryCompanyName: text(),
      deliveryStreet: text(),
      deliveryFloor: text(),
      deliveryStairway: text(),
      deliveryDoor: text(),
      deliveryZipCode: text(),
      deliveryCity: text(),
      deliveryCountry: text(),
      comment: { type: DataTypes.TEXT, allowNull: true },
      legalInstructions: flag(),
      privacyPolicy: flag(),
      deliveryArea: json(),
      table: json(),
      tableIdentifier: text(),
      donatee: json(),
      appointmentDate: { type: DataTypes.DATE, allowNull: true },
      counterAppointment: { type: DataTypes.DATE, allowNull: true },
      paymentMethod: text(),
      currency: { type: DataTypes.STRING(3), allowNull: false },
      gross: moneyColumn('gross', false),
      deliveryGross: moneyColumn('deliveryGross', false),
      totalNet: moneyColumn('totalNet', false),
      totalGross: moneyColumn('totalGross', false),
      donation: moneyColumn('donation', false),
      amountDue: moneyColumn('amountDue', false),
      taxes: { type: DataTypes.JSONB, allowNull: false },
      isConfirmed: flag(),
      isInDelivery: flag(),
      isDelivered: flag(),
      isCompleted: flag(),
      isRejected: flag(),
      rejectionMessage: { type: DataTypes.TEXT, allowNull: true },
      isCanceled: flag(),
      isFailed: flag(),
      isPaid: flag(),
      isRefunded: flag(),
      confirmedAt: { type: DataTypes.DATE, allowNull: true },
      completedAt: { type: DataTypes.DATE, allowNull: true },
      paymentStatus: { type: DataTypes.STRING(20), allowNull: false },
      paymentProvider: text(),
      paymentId: text(),
      paymentReference: text(),
      paymentRedirectUrl: { type: DataTypes.TEXT, allowNull: true },
      questionnaire: json(),
      questionnaireRating: { type: DataTypes.SMALLINT, allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    // `version`: every save increments it; the public read's ETag is built from it.
    { sequelize, tableName: 'orders', modelName: 'Order', version: true },
  );

  OrderItem.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      position: { type: DataTypes.SMALLINT, allowNull: false },
      productId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING, allowNull: false },
      amount: decimalColumn('amount', 3, false),
      unit: { type: DataTypes.STRING(20), allowNull: false },
      parts: { type: DataTypes.JSONB, allowNull: false },
      options: { type: DataTypes.JSONB, allowNull: false },
      calculationModel: { type: DataTypes.STRING(20), allowNull: false },
      unitPrice: moneyColumn('unitPrice', false),
      gross: moneyColumn('gross', false),
      taxRate: decimalColumn('taxRate', 2, false),
    },
    { sequelize, tableName: 'order_items', modelName: 'OrderItem', timestamps: false },
  );

  Order.hasMany(OrderItem, { as: 'items', foreignKey: 'orderId' });
}

/** An order's values as plain data (a model instance is one too): what views, events and messages read. */
export type OrderRecord = InferAttributes<Order>;
export type OrderItemRecord = InferAttributes<OrderItem>;
/** An item as views and messages read it (a new order's items have no ids in hand). */
export type OrderItemValues = Omit<OrderItemRecord, 'id'>;

/** What the database fills in for a new order: the status flags start false, the rest empty. */
export const NEW_ORDER_STATE = {
  isConfirmed: false,
  isInDelivery: false,
  isDelivered: false,
  isCompleted: false,
  isRejected: false,
  rejectionMessage: null,
  isCanceled: false,
  isFailed: false,
  isPaid: false,
  isRefunded: false,
  confirmedAt: null,
  completedAt: null,
  counterAppointment: null,
  paymentId: null,
  paymentReference: null,
  paymentRedirectUrl: null,
  questionnaire: null,
  questionnaireRating: null,
} as const satisfies Partial<OrderRecord>;

const ORDER_NUMBERS = ['gross', 'deliveryGross', 'totalNet', 'totalGross', 'donation', 'amountDue'] as const;
const ITEM_NUMBERS = ['amount', 'unitPrice', 'gross', 'taxRate'] as const;

/** A raw row (PostgreSQL answers NUMERIC as text) as a record, without building a model instance. */
export function orderRecordOf(row: Record<string, unknown>): OrderRecord {
  const record = { ...row };
  for (const column of ORDER_NUMBERS) record[column] = Number(record[column]);
  return record as unknown as OrderRecord;
}

export function orderItemRecordOf(row: Record<string, unknown>): OrderItemRecord {
  const record = { ...row };
  for (const column of ITEM_NUMBERS) record[column] = Number(record[column]);
  return record as unknown as OrderItemRecord;
}

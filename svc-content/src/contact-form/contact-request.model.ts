import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * A message sent with the website's contact form (SPEC §3 contact form payload), kept until
 * its e-mail went out: `mailedAt` is set once the SMTP server accepted it; until then a worker
 * retries from `nextMailAt` on.
 */
export class ContactRequest extends Model<
  InferAttributes<ContactRequest>,
  InferCreationAttributes<ContactRequest>
> {
  declare id: CreationOptional<number>;
  declare firstName: string | null;
  declare lastName: string;
  declare email: string;
  declare phone: string;
  declare comment: string;
  declare dataProtection: boolean;
  declare uploadIds: number[];
  declare mailedAt: Date | null;
  declare mailAttempts: CreationOptional<number>;
  declare nextMailAt: Date;
  declare mailError: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function defineContactRequest(sequelize: Sequelize): void {
  ContactRequest.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      firstName: { type: DataTypes.STRING(255), allowNull: true },
      lastName: { type: DataTypes.STRING(255), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      phone: { type: DataTypes.STRING(50), allowNull: false },
      comment: { type: DataTypes.TEXT, allowNull: false },
      dataProtection: { type: DataTypes.BOOLEAN, allowNull: false },
      uploadIds: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      mailedAt: { type: DataTypes.DATE, allowNull: true },
      mailAttempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextMailAt: { type: DataTypes.DATE, allowNull: false },
      mailError: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'contact_requests' },
  );
}

import Joi from 'joi';
import { DEFAULT_COUNTRY, DEFAULT_PAYMENT_METHOD, type PartSelection } from '@theke/domain';
import { entityId, instant } from '@theke/server';

const id = entityId;
const reference = () => Joi.object({ id: id().required() }).unknown(true);
const optionalText = (max: number) => Joi.string().trim().max(max).allow(null, '');
const flag = () => Joi.boolean().default(false);

export interface ItemPayload {
  product: { id: number };
  amount: number;
  unit: string;
  parts: PartSelection[] | null;
}

/** SPEC §3 order draft plus isDelivery, isDineIn, items and branch (ARCHITECTURE.md "Placing an order"). */
export interface OrderPayload {
  isCompany: boolean;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  street: string | null;
  floor: string | null;
  stairway: string | null;
  door: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  vatNo: string | null;
  phone: string | null;
  email: string | null;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string | null;
  deliveryStreet: string | null;
  deliveryFloor: string | null;
  deliveryStairway: string | null;
  deliveryDoor: string | null;
  deliveryZipCode: string | null;
  deliveryCity: string | null;
  deliveryCountry: string | null;
  deliveryArea: { id: number } | null;
  comment: string | null;
  appointmentDate: string | null;
  paymentMethod: string | null;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  branch: { id: number };
  table: { id: number } | null;
  donatee: { id: number } | null;
  isDelivery: boolean;
  isDineIn: boolean;
  items: ItemPayload[];
}

/** Maximum lines in one order: a guard against oversized payloads, far above any real cart. */
export const MAX_ITEMS = 100;

/**
 * The payload's shape. Business rules (required per branch flag, phone format, hours, prices)
 * are checked afterwards against the catalogue with @theke/domain. Unknown keys — prices or
 * names a client sends along — are accepted and ignored.
 */
export const orderPayloadSchema: Joi.ObjectSchema<OrderPayload> = Joi.object({
  isCompany: flag(),
  companyName: optionalText(255),
  firstName: optionalText(255),
  lastName: optionalText(255),
  company: optionalText(255),
  street: optionalText(255),
  floor: optionalText(50),
  stairway: optionalText(50),
  door: optionalText(50),
  zipCode: optionalText(20),
  city: optionalText(100),
  // SPEC §3/§9: country defaults to AT, the payment method to cash.
  country: optionalText(2).default(DEFAULT_COUNTRY),
  vatNo: optionalText(50),
  phone: optionalText(40),
  email: optionalText(255),
  isDeliveryAddressDifferent: flag(),
  isDeliveryCompany: flag(),
  deliveryCompanyName: optionalText(255),
  deliveryStreet: optionalText(255),
  deliveryFloor: optionalText(50),
  deliveryStairway: optionalText(50),
  deliveryDoor: optionalText(50),
  deliveryZipCode: optionalText(20),
  deliveryCity: optionalText(100),
  deliveryCountry: optionalText(2).default(DEFAULT_COUNTRY),
  deliveryArea: reference().allow(null),
  comment: optionalText(2000),
  appointmentDate: instant().allow(null, ''),
  paymentMethod: Joi.string().max(30).allow(null, '').default(DEFAULT_PAYMENT_METHOD),
  legalInstructions: flag(),
  privacyPolicy: flag(),
  branch: reference().required(),
  table: reference().allow(null),
  donatee: reference().allow(null),
  isDelivery: flag(),
  isDineIn: flag(),
  items: Joi.array()
    .items(
      Joi.object({
        product: reference().required(),
        amount: Joi.number().required(),
        unit: Joi.string().max(20).required(),
        parts: Joi.array().items(Joi.any()).max(50).allow(null).default(null),
      }).unknown(true),
    )
    .max(MAX_ITEMS)
    .required(),
})
  .unknown(true)
  .required();

/** '' from a form means "no value". */
export function blankToNull<T>(value: T | ''): T | null {
  return value === '' ? null : value;
}

import Joi from 'joi';
import { instantDate } from '@theke/server';
import {
  id,
  identifier,
  imageReference,
  imageReferences,
  money,
  openingHourRules,
  optionalText,
  partial,
  readOnly,
  taxRate,
} from '../values.schema';

/**
 * SPEC §3 Delivery area. `id` is kept when it names one of the branch's stored areas and
 * assigned otherwise; orders reference the area by it.
 */
export const deliveryAreaSchema = Joi.object({
  id: id(),
  area: Joi.string().trim().max(255).required(),
  price: money().required(),
  tax: taxRate().allow(null).default(null),
  free: Joi.boolean().default(false),
  freeFromOrderValue: money().allow(null).default(null),
  minimumOrderValue: money().allow(null).default(null),
});

/** SPEC §5 phone format: international, '+' then digits (spaces allowed for readability). */
const phone = () =>
  Joi.string()
    .trim()
    .max(40)
    .pattern(/^\+[0-9][0-9 ]{5,30}$/);

/** SPEC §3 Branch payload with every field; see docs/adr/0005 for the per-order-type flag names. */
export const branchSchema = Joi.object({
  id: readOnly(),
  identifier: identifier().required(),
  name: Joi.string().trim().max(255).required(),
  description: optionalText(5000),
  street: optionalText(255),
  zipCode: Joi.string()
    .trim()
    .max(20)
    .pattern(/^[A-Za-z0-9 -]{3,20}$/)
    .allow('', null),
  city: optionalText(100),
  phone: phone().allow('', null),
  email: Joi.string().trim().max(255).email({ tlds: false }).allow('', null),
  longitude: Joi.number().min(-180).max(180).allow(null),
  latitude: Joi.number().min(-90).max(90).allow(null),
  keywords: optionalText(2000),
  tags: Joi.array()
    .items(Joi.object({ id: id().required() }))
    .unique('id')
    .max(100),
  images: imageReferences(),
  logo: imageReference().allow(null),
  isPublic: Joi.boolean(),
  openingHours: openingHourRules(),
  deliveryHours: openingHourRules(),
  isDeliveryHoursEnabled: Joi.boolean(),
  isDeliveryEnabled: Joi.boolean(),
  isTakeawayEnabled: Joi.boolean(),
  isDineInEnabled: Joi.boolean(),
  isPreorderEnabled: Joi.boolean(),
  isAppointmentRequired: Joi.boolean(),
  isQuotationRequired: Joi.boolean(),
  isTableSelectionEnabled: Joi.boolean(),
  isCashEnabled: Joi.boolean(),
  isATMCardEnabled: Joi.boolean(),
  isHydroAGVoucherEnabled: Joi.boolean(),
  isMollieEnabled: Joi.boolean(),
  isDatatransEnabled: Joi.boolean(),
  orderableFrom: instantDate().allow(null),
  closedMessage: optionalText(1000),
  deliveryAreas: Joi.array().items(deliveryAreaSchema).max(100),
  isTakeawayEmailRequired: Joi.boolean(),
  isTakeawayPhoneRequired: Joi.boolean(),
  isTakeawayAddressRequired: Joi.boolean(),
  isDeliveryEmailRequired: Joi.boolean(),
  isDeliveryPhoneRequired: Joi.boolean(),
  isDeliveryAddressRequired: Joi.boolean(),
  isDineInEmailRequired: Joi.boolean(),
  isDineInPhoneRequired: Joi.boolean(),
  isDineInAddressRequired: Joi.boolean(),
  // Internal: admins may set (rotate) it; generated on create when absent.
  apiKey: Joi.string().pattern(/^[A-Za-z0-9_-]{24,128}$/),
});

export const branchUpdateSchema = partial(branchSchema, ['identifier', 'name']);

import Joi from 'joi';
import { UNITS } from '@theke/domain';
import {
  imageReferences,
  money,
  optionalText,
  partial,
  quantity,
  readOnly,
  schedule,
  taxRate,
} from '../values.schema';

/** SPEC §3 product types, units (§3 "Units"), calculation models, lead time types, parts and modifiers. */
export const PRODUCT_TYPES = ['configurable', 'bundle', 'others'] as const;
export const UNIT_IDS = Object.keys(UNITS);
export const CALCULATION_MODEL_IDS = ['fixed', 'approximate', 'minimum'] as const;
export const LEAD_TIME_TYPES = ['minutes', 'hours', 'days', 'weeks'] as const;
export const PART_TYPES = [
  'text',
  'textarea',
  'image',
  'images',
  'file',
  'files',
  'select',
  'multiselect',
] as const;
export const OPTION_MODIFIERS = ['add', 'subtract', 'overwrite'] as const;

const unit = () => Joi.string().valid(...UNIT_IDS);
const calculationModel = () => Joi.string().valid(...CALCULATION_MODEL_IDS);

/** An upper bound at or above the lower one, when both are given. */
const atLeast = (schema: Joi.NumberSchema, lowerKey: string) =>
  Joi.when(lowerKey, { is: Joi.number().required(), then: schema.min(Joi.ref(lowerKey)), otherwise: schema });

/** A default amount within the product's own limits, when they are given. */
const withinLimits = (schema: Joi.NumberSchema) =>
  schema
    .when('minimumQuantity', { is: Joi.number().required(), then: Joi.number().min(Joi.ref('minimumQuantity')) })
    .when('maximumQuantity', { is: Joi.number().required(), then: Joi.number().max(Joi.ref('maximumQuantity')) });

const quantityLimits = {
  minimumQuantity: quantity().allow(null),
  maximumQuantity: atLeast(quantity(), 'minimumQuantity').allow(null),
  quantityStepSize: quantity().greater(0).allow(null),
};

/**
 * A §3 unit other than the product's own (ancestors: entry, list, product). One custom rule,
 * because joi lets a value listed in `valid()` skip every further rule.
 */
const otherUnit: Joi.CustomValidator<string> = (value, helpers) => {
  if (!UNIT_IDS.includes(value)) return helpers.error('any.only');
  const product = helpers.state.ancestors[2] as { unit?: unknown } | undefined;
  return value === product?.unit ? helpers.error('any.invalid') : value;
};

/** Price in an alternative unit = base price × ratio (SPEC §9). */
const alternativeUnit = Joi.object({
  unit: Joi.string().custom(otherUnit).required(),
  ratio: Joi.number().greater(0).max(1e9).required(),
  calculationModel: calculationModel().allow(null).default(null),
  minimumQuantity: quantityLimits.minimumQuantity.default(null),
  maximumQuantity: quantityLimits.maximumQuantity.default(null),
  quantityStepSize: quantityLimits.quantityStepSize.default(null),
});

const partOption = Joi.object({
  name: Joi.string().trim().max(255).required(),
  modifier: Joi.string()
    .valid(...OPTION_MODIFIERS)
    .required(),
  value: money().required(),
});

/** SPEC §3 configurable part; a select or multiselect needs something to choose from. */
const configurablePart = Joi.object({
  name: Joi.string().trim().max(255).required(),
  description: optionalText(2000).default(null),
  type: Joi.string()
    .valid(...PART_TYPES)
    .required(),
  // SPEC §5: only an explicit `false` makes a step required; absent means optional.
  optional: Joi.boolean().default(true),
  options: Joi.when('type', {
    is: Joi.valid('select', 'multiselect'),
    then: Joi.array().items(partOption).min(1).max(100).required(),
    otherwise: Joi.array().items(partOption).max(100).default([]),
  }),
});

const leadTimeField = (schema: Joi.Schema) =>
  Joi.when('isLeadTimeEnabled', { is: true, then: schema.required(), otherwise: schema.allow(null) });

/** SPEC §3 Product payload with every field; `uid` is generated and read-only. */
export const productSchema = Joi.object({
  id: readOnly(),
  uid: readOnly(),
  name: Joi.string().trim().max(255).required(),
  description: optionalText(10000),
  allergens: optionalText(1000),
  type: Joi.string()
    .valid(...PRODUCT_TYPES)
    .required(),
  price: money().required(),
  unit: unit().required(),
  alternativeUnits: Joi.array().items(alternativeUnit).unique('unit').max(20),
  ...quantityLimits,
  defaultQuantity: withinLimits(quantity()).allow(null),
  defaultUnit: Joi.string()
    .valid(Joi.ref('unit'), Joi.in('alternativeUnits', { adjust: unitsOf }))
    .allow(null),
  pricing: optionalText(255),
  calculationModel: calculationModel(),
  isPriceHidden: Joi.boolean(),
  images: imageReferences(),
  tax: taxRate().allow(null),
  takeawayTax: taxRate().allow(null),
  dineInTax: taxRate().allow(null),
  isStepByStep: Joi.boolean(),
  config: Joi.object({ parts: Joi.array().items(configurablePart).max(50).default([]) }).allow(null),
  isEnabled: Joi.boolean(),
  schedule: schedule(),
  isVisibleWhenUnavailable: Joi.boolean(),
  isLeadTimeEnabled: Joi.boolean(),
  leadTimeType: leadTimeField(Joi.string().valid(...LEAD_TIME_TYPES)),
  leadTimeValue: leadTimeField(Joi.number().integer().min(0).max(100_000)),
});

function unitsOf(alternativeUnits: unknown): string[] {
  return Array.isArray(alternativeUnits)
    ? alternativeUnits.map((entry: { unit?: string }) => entry.unit ?? '')
    : [];
}

/** PUT changes what it sends; the cross-field rules apply to what is sent together. */
export const productUpdateSchema = partial(productSchema, ['name', 'type', 'price', 'unit']);

/**
 * The order's validation at the edge, compiled from its one description in @theke/contracts
 * (docs/adr/0038-the-order-described-once.md): a guest's `POST /orders` and a staff member's
 * `PUT /orders/{id}`. The order is no CRUD entity, so it has its own rules per field kind rather
 * than the kit's: a guest's form sends '' for an empty input and whole objects from /api/init,
 * absent flags are false, and unknown keys (prices, names a client sends along) are accepted and
 * ignored. Business rules (required per branch flag, phone and e-mail format, hours, prices) are
 * checked afterwards against the catalogue with @theke/domain.
 */
import Joi from 'joi';
import {
  ORDER_DRAFT_FIELDS,
  ORDER_PLACEMENT_FIELDS,
  STAFF_EDITABLE_FIELDS,
  type OrderField,
  type OrderItemPayload,
  type OrderPayload,
  type StaffEditableName,
} from '@theke/contracts';
import { entityId, instant } from '@theke/server';

/** An object the browser took from /api/init (a table, a delivery area, the branch): its id counts, the rest is ignored. */
const initObject = () => Joi.object({ id: entityId().required() }).unknown(true);

/** A guard against oversized values: which choices a branch offers is checked afterwards, with its own message. */
const CHOICE_MAX = 30;

const textMax = (field: { max?: number }) => field.max ?? 255;

/** The rule of one draft or placement field in a guest's order. */
function placementRule(field: OrderField): Joi.Schema {
  switch (field.kind) {
    case 'boolean':
      return Joi.boolean().default(field.default ?? false);
    case 'text':
    case 'textarea': {
      const text = Joi.string().trim().max(textMax(field)).allow(null, '');
      return field.kind === 'text' && field.default !== undefined ? text.default(field.default) : text;
    }
    case 'select': {
      const choice = Joi.string().max(CHOICE_MAX).allow(null, '');
      return field.default === undefined ? choice : choice.default(field.default);
    }
    case 'date':
      return instant().allow(null, '');
    case 'reference':
    case 'group':
      return field.required ? initObject().required() : initObject().allow(null);
    default:
      throw new Error(`an order field of kind ${field.kind} has no rule`);
  }
}

/** The rule of a field staff change: '' clears it (null); an e-mail must be one (the phone is normalised afterwards). */
function staffEditRule(field: OrderField): Joi.Schema {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const text = field.kind === 'text' && field.format === 'email' ? Joi.string().trim().email() : Joi.string().trim();
      return text.max(textMax(field)).allow(null, '').empty('').default(null);
    }
    case 'date':
      return instant().allow(null);
    default:
      throw new Error(`staff cannot edit an order field of kind ${field.kind}`);
  }
}

const rulesOf = (fields: readonly OrderField[], rule: (field: OrderField) => Joi.Schema) =>
  Object.fromEntries(fields.map((field) => [field.name, rule(field)]));

/** Maximum lines in one order: a guard against oversized payloads, far above any real cart. */
export const MAX_ITEMS = 100;

/** ARCHITECTURE "Placing an order": `{product: {id}, amount, unit, parts}`, typed key by key against the contract. */
const itemSchema = Joi.object<OrderItemPayload, true>({
  product: initObject().required(),
  amount: Joi.number().required(),
  unit: Joi.string().max(20).required(),
  parts: Joi.array().items(Joi.any()).max(50).allow(null).default(null),
}).unknown(true);

// joi reports errors in the order of its keys: SPEC §3 lists the branch among the draft's
// fields, before the table and the donatee, and the answers keep that order.
const { table, donatee, ...draftRules } = rulesOf(ORDER_DRAFT_FIELDS, placementRule);
const { branch, ...orderTypeRules } = rulesOf(ORDER_PLACEMENT_FIELDS, placementRule);

/** `POST /orders`: the draft, the order type, the branch and the items. */
export const orderPayloadSchema: Joi.ObjectSchema<OrderPayload> = Joi.object({
  ...draftRules,
  branch,
  table,
  donatee,
  ...orderTypeRules,
  items: Joi.array().items(itemSchema).max(MAX_ITEMS).required(),
})
  .unknown(true)
  .required();

/** The rules of the fields staff may change, by name (a rejection's message is one of them). */
export const staffEditRules: Readonly<Record<StaffEditableName, Joi.Schema>> = rulesOf(
  STAFF_EDITABLE_FIELDS,
  staffEditRule,
) as Record<StaffEditableName, Joi.Schema>;

/** `PUT /orders/{id}`: what staff may edit; other keys of a whole order sent back are ignored. */
export const orderEditSchema = Joi.object(staffEditRules).unknown(true);

export const isStaffEditableName = (key: string): key is StaffEditableName => Object.hasOwn(staffEditRules, key);

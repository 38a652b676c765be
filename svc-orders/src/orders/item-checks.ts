/**
 * SPEC §5 "Cart and product" on the server: each line must be orderable now from the branch's
 * active menu, in one of the product's units, with an amount inside its bounds and valid parts.
 */
import {
  activeMenu,
  amountBounds,
  isProductOrderable,
  isStepValid,
  orderableUnits,
  snapAmount,
  type CartItem,
  type ConfigurablePart,
  type PartSelection,
  type Product,
} from '@theke/domain';
import type { OrderItemPayload } from '@theke/contracts';
import { MESSAGES, type ErrorItem } from '@theke/server';
import type { CatalogueSnapshot } from '../catalogue-cache/catalogue-snapshot';

/** No spec text exists for a product that cannot be ordered; worded like the spec's other notices. */
export const PRODUCT_UNAVAILABLE_MESSAGE = 'Dieses Produkt kann derzeit nicht bestellt werden.';

const MAX_TEXT_SELECTION = 2000;

const notBlank = (field: string): ErrorItem => ({ field, message: MESSAGES.notBlank, code: 'not_blank' });
const invalidChoice = (field: string): ErrorItem => ({
  field,
  message: MESSAGES.choice,
  code: 'invalid_choice',
});

const isOptionIndex = (part: ConfigurablePart, value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < (part.options?.length ?? 0);

/** Whether a (non-empty) selection has the shape its part type takes. */
function isSelectionOfType(part: ConfigurablePart, selection: PartSelection): boolean {
  if (selection === null || selection === undefined) return true;
  switch (part.type) {
    case 'select':
      return isOptionIndex(part, selection);
    case 'multiselect':
      return (
        Array.isArray(selection) &&
        selection.every((index) => isOptionIndex(part, index)) &&
        new Set(selection).size === selection.length
      );
    case 'text':
    case 'textarea':
      return typeof selection === 'string' && selection.length <= MAX_TEXT_SELECTION;
    default:
      // Uploads: references to files the content service stored.
      return (
        Array.isArray(selection) &&
        selection.every((upload: unknown) => typeof upload === 'object' && upload !== null && 'id' in upload)
      );
  }
}

function partErrors(product: Product, parts: readonly PartSelection[], field: string): ErrorItem[] {
  return (product.config?.parts ?? []).flatMap((part, index) => {
    const selection = parts[index];
    const path = `${field}.parts.${index}`;
    if (!isStepValid(part, selection)) return [notBlank(path)];
    return isSelectionOfType(part, selection) ? [] : [invalidChoice(path)];
  });
}

function amountError(product: Product, unit: string, amount: number, field: string): ErrorItem | null {
  const bounds = amountBounds(product, unit);
  const path = `${field}.amount`;
  if (!(amount > 0)) return { field: path, message: MESSAGES.greaterThan(0), code: 'too_small' };
  if (amount < bounds.minimum)
    return { field: path, message: MESSAGES.tooSmall(bounds.minimum), code: 'too_small' };
  if (bounds.maximum !== null && amount > bounds.maximum) {
    return { field: path, message: MESSAGES.tooLarge(bounds.maximum), code: 'too_large' };
  }
  // Off the product's quantity grid (minimum + k × step).
  if (snapAmount(amount, bounds) !== amount)
    return { field: path, message: MESSAGES.invalid, code: 'invalid' };
  return null;
}

export interface CheckedItems {
  items: CartItem[];
  errors: ErrorItem[];
}

/** The cart lines priced with catalogue products; lines that fail a rule are left out with their errors. */
export function checkItems(
  payloadItems: readonly OrderItemPayload[],
  snapshot: CatalogueSnapshot,
  branchId: number,
  now: Date,
  timeZone: string,
): CheckedItems {
  if (payloadItems.length === 0) return { items: [], errors: [notBlank('items')] };
  const menu = activeMenu(snapshot.menus, branchId, now);
  const errors: ErrorItem[] = [];
  const items: CartItem[] = [];
  payloadItems.forEach((line, index) => {
    const field = `items.${index}`;
    const product = snapshot.products.get(line.product.id);
    const orderable =
      product !== undefined &&
      menu !== null &&
      snapshot.memo.get(`orderable:${menu.id}:${product.id}`, now, () =>
        isProductOrderable(product.id, {
          menu,
          categories: snapshot.categories,
          products: snapshot.productList,
          now,
          timeZone,
        }),
      );
    if (!product || !orderable) {
      errors.push({
        field: `${field}.product.id`,
        message: PRODUCT_UNAVAILABLE_MESSAGE,
        code: 'product_unavailable',
      });
      return;
    }
    if (!orderableUnits(product).includes(line.unit)) {
      errors.push(invalidChoice(`${field}.unit`));
      return;
    }
    const parts = (line.parts ?? []).slice(0, product.config?.parts?.length ?? 0);
    const lineErrors = [
      amountError(product, line.unit, line.amount, field),
      ...partErrors(product, parts, field),
    ];
    const found = lineErrors.filter((error): error is ErrorItem => error !== null);
    if (found.length > 0) errors.push(...found);
    else items.push({ product, amount: line.amount, unit: line.unit, parts });
  });
  return { items, errors };
}

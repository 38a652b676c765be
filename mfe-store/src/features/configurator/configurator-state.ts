import {
  amountBounds,
  amountFromInput,
  defaultAmount,
  defaultUnit,
  type CartItem,
  type PartSelection,
  type Product,
} from '@theke/domain';

/** The item being configured in the overlay. */
export interface ItemDraft {
  unit: string;
  amount: number;
  parts: PartSelection[];
}

export function newDraft(product: Product): ItemDraft {
  const unit = defaultUnit(product);
  return { unit, amount: defaultAmount(product, unit), parts: (product.config?.parts ?? []).map(() => null) };
}

/** Another unit starts again from that unit's default amount (its own bounds apply). */
export function withUnit(product: Product, draft: ItemDraft, unit: string): ItemDraft {
  return { ...draft, unit, amount: defaultAmount(product, unit) };
}

/** SPEC §5 amount entry: comma decimals, non-numeric 0, then clamped and snapped. */
export function withAmountText(product: Product, draft: ItemDraft, text: string): ItemDraft {
  return { ...draft, amount: amountFromInput(text, amountBounds(product, draft.unit)) };
}

export function withPart(draft: ItemDraft, index: number, selection: PartSelection): ItemDraft {
  const parts = [...draft.parts];
  parts[index] = selection;
  return { ...draft, parts };
}

/** How an amount is shown in the stepper: German decimal comma. */
export function amountText(amount: number): string {
  return String(amount).replace('.', ',');
}

export const toCartItem = (product: Product, draft: ItemDraft): CartItem => ({
  product,
  amount: draft.amount,
  unit: draft.unit,
  parts: draft.parts,
});

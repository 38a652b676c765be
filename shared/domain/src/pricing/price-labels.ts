/**
 * Price labels staff print for products (issue 19): the SPEC §9 label grid sizes and the texts
 * of one label, priced by the same rules and formats the storefront shows, so a shelf label and
 * the online menu never disagree.
 */
import { DEFAULT_CURRENCY } from '../constants';
import { shortenText } from '../formats/text-shortening';
import { priceLabel } from './product-price';
import type { Product } from '../catalogue/types';
import { unitLabel } from '../catalogue/units';

/** SPEC §9 label grid sizes: compact 12 rows by 4 columns; detail 5 rows by 2 columns. */
export const LABEL_GRIDS = {
  compact: { rows: 12, columns: 4 },
  detail: { rows: 5, columns: 2 },
} as const;

export type LabelLayout = keyof typeof LABEL_GRIDS;

export const LABEL_LAYOUTS = Object.keys(LABEL_GRIDS) as LabelLayout[];

/**
 * Labels one request prints at most (copies counted): 42 compact or 50 detail pages, a few
 * seconds of work, enough for a shop's whole range.
 */
export const MAX_PRICE_LABELS = 500;

export function labelsPerPage(layout: LabelLayout): number {
  const grid = LABEL_GRIDS[layout];
  return grid.rows * grid.columns;
}

export function labelPageCount(labels: number, layout: LabelLayout): number {
  return Math.ceil(labels / labelsPerPage(layout));
}

export type LabelProduct = Pick<
  Product,
  | 'name'
  | 'description'
  | 'allergens'
  | 'price'
  | 'unit'
  | 'alternativeUnits'
  | 'config'
  | 'calculationModel'
  | 'pricing'
  | 'isPriceHidden'
>;

export interface PriceLabelText {
  name: string;
  /** Price and unit as the storefront's product list shows them ('ca. € 3,20 / m²'); null when hidden. */
  price: string | null;
  /** The product's own price-per-unit text ('pro m² Wohnfläche'). */
  pricing: string | null;
  /** The same for each alternative unit (SPEC §9: base price × ratio), none when the price is hidden. */
  alternativePrices: string[];
  allergens: string | null;
  /** Shortened by the SPEC §9 default (128 characters with ellipsis). */
  description: string | null;
}

/** 'ca. € 3,20 / m²': the calculation-model prefix, the money and the unit, as the storefront writes them. */
export function priceWithUnit(
  product: LabelProduct,
  unit: string,
  currency: string = DEFAULT_CURRENCY,
): string {
  return `${priceLabel(product, unit, null, currency)} / ${unitLabel(unit)}`;
}

const present = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Everything a label says about a product; the layout decides how much of it fits. */
export function priceLabelText(product: LabelProduct, currency: string = DEFAULT_CURRENCY): PriceLabelText {
  const hidden = Boolean(product.isPriceHidden);
  const description = present(product.description);
  return {
    name: product.name.trim(),
    price: hidden ? null : priceWithUnit(product, product.unit, currency),
    pricing: present(product.pricing),
    alternativePrices: hidden
      ? []
      : (product.alternativeUnits ?? []).map((alternative) =>
          priceWithUnit(product, alternative.unit, currency),
        ),
    allergens: present(product.allergens),
    description: description === null ? null : shortenText(description),
  };
}

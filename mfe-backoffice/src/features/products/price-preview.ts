/**
 * The product form's live price preview (issue 19): what a guest pays for an amount, a unit and
 * part choices, per order type with its tax, computed by @theke/domain's own pricing functions
 * from the form's unsaved values, so staff see the storefront's and the server's figure. No JSX.
 */
import {
  CALCULATION_MODELS,
  ORDER_TYPE_LABELS,
  amountBounds,
  amountFromInput,
  defaultAmount,
  defaultUnit,
  itemCalculationModel,
  orderableUnits,
  priceLabel,
  priceOrder,
  taxRateFor,
  type AlternativeUnit,
  type CalculationModel,
  type ConfigurablePart,
  type OrderType,
  type PartOption,
  type PartSelection,
  type Product,
} from '@theke/domain';
import { parseNumber, type FormValues } from '../forms';

/** SPEC §9 order types, in the storefront's order. */
export const PREVIEW_ORDER_TYPES: readonly OrderType[] = ['takeaway', 'delivery', 'dineIn'];

const CALCULATION_MODEL_IDS = Object.keys(CALCULATION_MODELS);

/** A number the form holds (typed text with a comma, or a stored number); null when none or not a number. */
function numberOf(value: unknown): number | null {
  const parsed = parseNumber(value);
  return parsed === null || Number.isNaN(parsed) ? null : parsed;
}

function modelOf(value: unknown): CalculationModel | null {
  return typeof value === 'string' && CALCULATION_MODEL_IDS.includes(value) ? (value as CalculationModel) : null;
}

const listOf = (value: unknown): FormValues[] => (Array.isArray(value) ? (value as FormValues[]) : []);

function alternativeUnitsOf(values: FormValues): AlternativeUnit[] {
  return listOf(values.alternativeUnits).flatMap((item) => {
    const ratio = numberOf(item.ratio);
    if (typeof item.unit !== 'string' || ratio === null || ratio <= 0 || item.unit === values.unit) return [];
    return [
      {
        unit: item.unit,
        ratio,
        calculationModel: modelOf(item.calculationModel),
        minimumQuantity: numberOf(item.minimumQuantity),
        maximumQuantity: numberOf(item.maximumQuantity),
        quantityStepSize: numberOf(item.quantityStepSize),
      },
    ];
  });
}

function optionsOf(part: FormValues): PartOption[] {
  return listOf(part.options).map((option) => ({
    name: String(option.name ?? ''),
    modifier: option.modifier === 'subtract' || option.modifier === 'overwrite' ? option.modifier : 'add',
    value: numberOf(option.value) ?? 0,
  }));
}

function partsOf(values: FormValues): ConfigurablePart[] {
  const config = values.config as FormValues | null | undefined;
  return listOf(config?.parts).map((part) => ({
    name: String(part.name ?? ''),
    type: (typeof part.type === 'string' ? part.type : 'text') as ConfigurablePart['type'],
    optional: part.optional !== false,
    options: optionsOf(part),
  }));
}

/**
 * The product as the storefront would get it, from the form's values (typed numbers parsed,
 * incomplete alternative units left out); null while the price is not a number yet.
 */
export function previewProduct(values: FormValues): Product | null {
  const price = numberOf(values.price);
  if (price === null || price < 0) return null;
  return {
    id: 0,
    name: String(values.name ?? ''),
    description: null,
    type: typeof values.type === 'string' ? values.type : 'others',
    price,
    unit: typeof values.unit === 'string' && values.unit !== '' ? values.unit : 'piece',
    alternativeUnits: alternativeUnitsOf(values),
    minimumQuantity: numberOf(values.minimumQuantity),
    maximumQuantity: numberOf(values.maximumQuantity),
    quantityStepSize: numberOf(values.quantityStepSize),
    defaultQuantity: numberOf(values.defaultQuantity),
    defaultUnit: typeof values.defaultUnit === 'string' ? values.defaultUnit : null,
    calculationModel: modelOf(values.calculationModel) ?? 'fixed',
    isPriceHidden: values.isPriceHidden === true,
    tax: numberOf(values.tax),
    takeawayTax: numberOf(values.takeawayTax),
    dineInTax: numberOf(values.dineInTax),
    config: { parts: partsOf(values) },
    isEnabled: true,
    isVisibleWhenUnavailable: false,
  };
}

/** What the preview prices: the amount as typed, the unit, one selection per part (by index). */
export interface PreviewChoice {
  amountText: string;
  unit: string;
  parts: PartSelection[];
}

/** The guest's start: the storefront's default unit and amount, nothing chosen. */
export function initialChoice(product: Product): PreviewChoice {
  const unit = defaultUnit(product);
  return { unit, amountText: String(defaultAmount(product, unit)).replace('.', ','), parts: [] };
}

export interface OrderTypeLine {
  orderType: OrderType;
  label: string;
  rate: number;
  gross: number;
  net: number;
  tax: number;
}

export interface PricePreview {
  /** The amount the storefront would take (typed, then clamped and snapped, SPEC §5). */
  amount: number;
  /** The unit priced: the chosen one while the product is sold in it, else the guest's default. */
  unit: string;
  /** One unit's price as the storefront labels it ('ca. € 3,23'). */
  unitPrice: string;
  lines: OrderTypeLine[];
  /** The model's German name when the price is not exact (Ungefähr, Minimum). */
  approximateModel: string | null;
  isPriceHidden: boolean;
}

/** Only the choices a part's options allow (a removed option is no longer chosen). */
function validSelections(product: Product, parts: readonly PartSelection[]): PartSelection[] {
  return (product.config?.parts ?? []).map((part, index) => {
    const selection = parts[index];
    const count = part.options?.length ?? 0;
    if (part.type === 'select') return typeof selection === 'number' && selection < count ? selection : null;
    if (part.type === 'multiselect')
      return Array.isArray(selection) ? selection.filter((item): item is number => typeof item === 'number' && item < count) : [];
    return null;
  });
}

/** SPEC §9: the item's gross per order type, taxed at that type's rate, net and tax from the domain. */
export function pricePreview(product: Product, choice: PreviewChoice, currency?: string): PricePreview {
  const unit = orderableUnits(product).includes(choice.unit) ? choice.unit : defaultUnit(product);
  const amount = amountFromInput(choice.amountText, amountBounds(product, unit));
  const parts = validSelections(product, choice.parts);
  const item = { product, amount, unit, parts };
  const lines = PREVIEW_ORDER_TYPES.map((orderType) => {
    const result = priceOrder({ items: [item], orderType });
    return {
      orderType,
      label: ORDER_TYPE_LABELS[orderType],
      rate: taxRateFor(product, orderType),
      gross: result.gross,
      net: result.totalNet,
      tax: result.taxes.reduce((sum, line) => sum + line.tax, 0),
    };
  });
  const model = itemCalculationModel(product, unit);
  return {
    amount,
    unit,
    unitPrice: priceLabel(product, unit, parts, currency),
    lines,
    approximateModel: model === 'fixed' ? null : CALCULATION_MODELS[model].label,
    isPriceHidden: product.isPriceHidden === true,
  };
}

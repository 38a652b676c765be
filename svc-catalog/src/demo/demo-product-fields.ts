/** Field defaults and small builders the demo products share. */
import type { CreationAttributes } from 'sequelize';
import type { AlternativeUnit, ConfigurablePart, PartOption } from '@theke/domain';
import type { Product } from '../products/product.model';

export type DemoProduct = Omit<CreationAttributes<Product>, 'uid'>;

/** Austrian standard VAT for services and goods; books are at the reduced 10 %. */
export const VAT_20 = { tax: 20, takeawayTax: 20, dineInTax: 20 };
export const VAT_10 = { tax: 10, takeawayTax: 10, dineInTax: 10 };

export const defaults = {
  description: null,
  allergens: null,
  type: 'others',
  alternativeUnits: [],
  minimumQuantity: 1,
  maximumQuantity: null,
  quantityStepSize: 1,
  defaultQuantity: 1,
  defaultUnit: null,
  pricing: null,
  calculationModel: 'fixed',
  isPriceHidden: false,
  images: [],
  ...VAT_20,
  isStepByStep: false,
  config: { parts: [] },
  isEnabled: true,
  schedule: null,
  isVisibleWhenUnavailable: false,
  isLeadTimeEnabled: false,
  leadTimeType: null,
  leadTimeValue: null,
} satisfies Partial<DemoProduct>;

export const alternative = (
  unit: string,
  ratio: number,
  limits: Partial<AlternativeUnit> = {},
): AlternativeUnit => ({
  unit,
  ratio,
  calculationModel: null,
  minimumQuantity: null,
  maximumQuantity: null,
  quantityStepSize: null,
  ...limits,
});

export const option = (name: string, modifier: PartOption['modifier'], value: number): PartOption => ({
  name,
  modifier,
  value,
});
export const part = (
  name: string,
  type: ConfigurablePart['type'],
  optional: boolean,
  options: PartOption[] = [],
  description: string | null = null,
): ConfigurablePart => ({
  name,
  description,
  type,
  optional,
  options,
});
export const leadTime = (leadTimeType: DemoProduct['leadTimeType'], leadTimeValue: number) => ({
  isLeadTimeEnabled: true,
  leadTimeType,
  leadTimeValue,
});

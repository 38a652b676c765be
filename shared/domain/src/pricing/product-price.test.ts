import {
  alternativeUnitOf,
  chosenOptions,
  configuredPriceCents,
  isUnitPriceable,
  itemCalculationModel,
  itemGrossCents,
  orderableUnits,
  priceLabel,
  unitPriceCents,
} from './product-price';
import { makeProduct } from '../testing';
import type { ConfigurablePart } from '../catalogue/types';

const parts: ConfigurablePart[] = [
  {
    name: 'Größe',
    type: 'select',
    optional: false,
    options: [
      { name: 'Klein', modifier: 'subtract', value: 2 },
      { name: 'Groß', modifier: 'add', value: 3.5 },
    ],
  },
  {
    name: 'Extras',
    type: 'multiselect',
    options: [
      { name: 'Imprägnierung', modifier: 'add', value: 1.2 },
      { name: 'Express', modifier: 'add', value: 5 },
      { name: 'Pauschal', modifier: 'overwrite', value: 40 },
    ],
  },
  { name: 'Hinweis', type: 'text' },
];
const configurable = makeProduct({ type: 'configurable', price: 20, config: { parts } });

describe('configurable price (SPEC §9): base adjusted by each chosen option', () => {
  it('adds and subtracts the chosen options', () => {
    expect(configuredPriceCents(configurable, [1, [0, 1], 'bitte läuten'])).toBe(2970);
    expect(configuredPriceCents(configurable, [0, []])).toBe(1800);
    expect(configuredPriceCents(configurable, null)).toBe(2000);
  });

  it('overwrite makes the option value the base price, which add and subtract options then adjust', () => {
    expect(configuredPriceCents(configurable, [null, [2]])).toBe(4000);
    expect(configuredPriceCents(configurable, [1, [2]])).toBe(4350);
    expect(configuredPriceCents(configurable, [0, [0, 2]])).toBe(3920);
  });

  it('ignores unknown option indexes and never goes below zero', () => {
    expect(chosenOptions(parts[0] as ConfigurablePart, 7)).toEqual([]);
    expect(chosenOptions(parts[1] as ConfigurablePart, [1, 1])).toHaveLength(1);
    expect(chosenOptions(parts[2] as ConfigurablePart, 'x')).toEqual([]);
    const cheap = makeProduct({ price: 1, config: { parts } });
    expect(configuredPriceCents(cheap, [0])).toBe(0);
  });
});

describe('unit prices (SPEC §9): alternative unit price = base price × ratio', () => {
  const cheese = makeProduct({
    price: 12.9,
    unit: 'kilogram',
    calculationModel: 'fixed',
    alternativeUnits: [{ unit: 'piece', ratio: 0.25, calculationModel: 'approximate' }],
  });

  it('prices an alternative unit at base × ratio', () => {
    expect(unitPriceCents(cheese, 'piece')).toBe(323);
    expect(alternativeUnitOf(cheese, 'kilogram')).toBeNull();
    expect(orderableUnits(cheese)).toEqual(['kilogram', 'piece']);
  });

  it('lists the own unit first and has no alternative for a product without alternative units', () => {
    const plain = makeProduct({ unit: 'm2' });
    expect(orderableUnits(plain)).toEqual(['m2']);
    expect(alternativeUnitOf(plain, 'cm2')).toBeNull();
    expect(unitPriceCents(makeProduct({ price: 15, unit: 'm2' }), 'cm2')).toBe(0);
  });

  it('prices a unit of the same family by conversion (per kilogram → per gram, per decagram)', () => {
    expect(unitPriceCents(cheese, 'kilogram')).toBe(1290);
    expect(unitPriceCents(cheese, 'decagram')).toBe(13);
    expect(isUnitPriceable(cheese, 'gram')).toBe(true);
    expect(isUnitPriceable(cheese, 'l')).toBe(false);
    expect(() => unitPriceCents(cheese, 'l')).toThrow(RangeError);
  });

  it('item gross is the price times the amount converted into the product unit', () => {
    expect(itemGrossCents({ product: cheese, amount: 250, unit: 'gram' })).toBe(323);
    expect(itemGrossCents({ product: cheese, amount: 1.5, unit: 'kilogram' })).toBe(1935);
    // 12,90 × 0,25 × 3 = 9,675 → rounded once to 9,68
    expect(itemGrossCents({ product: cheese, amount: 3, unit: 'piece' })).toBe(968);
    expect(itemGrossCents({ product: configurable, amount: 2, unit: 'piece', parts: [1] })).toBe(4700);
    expect(() => itemGrossCents({ product: cheese, amount: 1, unit: 'l' })).toThrow(RangeError);
  });

  it('charges an alternative unit priced below a cent exactly (250 ml of € 4,90 per litre cost € 1,23)', () => {
    const refill = makeProduct({ price: 4.9, unit: 'l', alternativeUnits: [{ unit: 'ml', ratio: 0.001 }] });
    expect(unitPriceCents(refill, 'ml')).toBe(0);
    expect(itemGrossCents({ product: refill, amount: 250, unit: 'ml' })).toBe(123);
    expect(itemGrossCents({ product: refill, amount: 5000, unit: 'ml' })).toBe(2450);
  });

  it("shows the price with the model's prefix: 'ca.' for approximate, 'ab' for minimum, none for fixed", () => {
    expect(priceLabel(cheese, 'piece')).toBe('ca. \u20ac\u00a03,23');
    expect(priceLabel(cheese)).toBe('\u20ac\u00a012,90');
    expect(priceLabel(makeProduct({ calculationModel: 'minimum', price: 50 }), 'piece', null, 'CHF')).toBe(
      'ab CHF\u00a050,00',
    );
  });

  it("an item's calculation model is its alternative unit's, else the product's, else fixed", () => {
    expect(itemCalculationModel(cheese, 'piece')).toBe('approximate');
    expect(itemCalculationModel(cheese, 'kilogram')).toBe('fixed');
    expect(itemCalculationModel(makeProduct({ calculationModel: null }), 'piece')).toBe('fixed');
    expect(itemCalculationModel(makeProduct({ calculationModel: 'minimum' }), 'piece')).toBe('minimum');
  });
});

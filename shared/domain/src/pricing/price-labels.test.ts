import fc from 'fast-check';
import { priceLabel } from './product-price';
import {
  LABEL_GRIDS,
  LABEL_LAYOUTS,
  labelPageCount,
  labelsPerPage,
  priceLabelText,
  priceWithUnit,
} from './price-labels';
import { makeProduct } from '../testing';
import { unitLabel } from '../catalogue/units';

const NBSP = '\u00a0';

const cleaning = makeProduct({
  name: ' Grundreinigung Wohnung ',
  description: 'Gründliche Reinigung aller Räume inklusive Küche und Bad. '.repeat(4),
  price: 3.2,
  unit: 'm2',
  calculationModel: 'approximate',
  pricing: 'pro m² Wohnfläche',
  alternativeUnits: [{ unit: 'piece', ratio: 18, calculationModel: 'approximate' }],
  allergens: 'Enthält Duftstoffe (Limonene).',
});

describe('price label grids (SPEC §9)', () => {
  it('prints compact 12 rows by 4 columns and detail 5 rows by 2 columns', () => {
    expect(LABEL_GRIDS).toEqual({ compact: { rows: 12, columns: 4 }, detail: { rows: 5, columns: 2 } });
    expect(LABEL_LAYOUTS).toEqual(['compact', 'detail']);
    expect(labelsPerPage('compact')).toBe(48);
    expect(labelsPerPage('detail')).toBe(10);
  });

  it('starts a new page after every full grid', () => {
    expect(labelPageCount(48, 'compact')).toBe(1);
    expect(labelPageCount(49, 'compact')).toBe(2);
    expect(labelPageCount(11, 'detail')).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(...LABEL_LAYOUTS), (labels, layout) => {
        const pages = labelPageCount(labels, layout);
        expect(pages * labelsPerPage(layout)).toBeGreaterThanOrEqual(labels);
        expect((pages - 1) * labelsPerPage(layout)).toBeLessThan(labels);
      }),
    );
  });
});

describe('price label texts', () => {
  it('writes the price as the storefront does: prefix, money in the shop currency, unit', () => {
    expect(priceWithUnit(cleaning, 'm2')).toBe(`ca. €${NBSP}3,20 / m²`);
    expect(priceWithUnit(cleaning, 'm2', 'CHF')).toBe(`ca. CHF${NBSP}3,20 / m²`);
    expect(priceWithUnit(cleaning, 'm2')).toBe(`${priceLabel(cleaning, 'm2')} / ${unitLabel('m2')}`);
  });

  it('lists name, price, price-per-unit text, alternative unit prices, allergens and a shortened description', () => {
    const text = priceLabelText(cleaning);
    expect(text).toEqual({
      name: 'Grundreinigung Wohnung',
      price: `ca. €${NBSP}3,20 / m²`,
      pricing: 'pro m² Wohnfläche',
      alternativePrices: [`ca. €${NBSP}57,60 / Stück`],
      allergens: 'Enthält Duftstoffe (Limonene).',
      description: expect.stringMatching(/^Gründliche Reinigung aller Räume.*…$/),
    });
    expect(text.description?.length).toBeLessThanOrEqual(128);
  });

  it('shows no price at all for a product whose price is hidden, but keeps its pricing text', () => {
    const text = priceLabelText({ ...cleaning, isPriceHidden: true, pricing: 'Preis nach Besichtigung' });
    expect(text.price).toBeNull();
    expect(text.alternativePrices).toEqual([]);
    expect(text.pricing).toBe('Preis nach Besichtigung');
  });

  it('leaves out empty texts and prices the minimum model with "ab"', () => {
    const text = priceLabelText(
      makeProduct({
        description: '  ',
        allergens: null,
        pricing: '',
        calculationModel: 'minimum',
        price: 49,
      }),
    );
    expect(text).toMatchObject({
      description: null,
      allergens: null,
      pricing: null,
      price: `ab €${NBSP}49,00 / Stück`,
    });
  });
});

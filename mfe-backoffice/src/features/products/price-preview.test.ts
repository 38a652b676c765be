import { initialChoice, pricePreview, previewProduct } from './price-preview';

/** A configurable product as the form holds it: numbers as typed, with a decimal comma. */
const cleaning = {
  name: 'Endreinigung',
  type: 'configurable',
  price: '189',
  unit: 'piece',
  calculationModel: 'fixed',
  tax: '20',
  takeawayTax: 20,
  dineInTax: '10',
  alternativeUnits: [],
  config: {
    parts: [
      { name: 'Größe', type: 'select', optional: false, options: [{ name: 'groß', modifier: 'overwrite', value: '399' }] },
      {
        name: 'Extras',
        type: 'multiselect',
        options: [
          { name: 'Backofen', modifier: 'add', value: '35' },
          { name: 'Rabatt', modifier: 'subtract', value: '4,50' },
        ],
      },
      { name: 'Zugang', type: 'text', options: null },
    ],
  },
};

/** Sold per kilogram, also per gram (ratio 0.001), approximate. */
const citricAcid = {
  name: 'Zitronensäure',
  price: '7,80',
  unit: 'kilogram',
  calculationModel: 'approximate',
  minimumQuantity: '0,5',
  maximumQuantity: 10,
  quantityStepSize: '0,5',
  defaultQuantity: null,
  defaultUnit: 'gram',
  tax: 20,
  takeawayTax: 20,
  dineInTax: 20,
  alternativeUnits: [
    { unit: 'gram', ratio: '0,001', minimumQuantity: 100, maximumQuantity: null, quantityStepSize: 50 },
    // Not complete yet in the form: left out of the preview.
    { unit: 'l', ratio: '' },
  ],
};

const line = (preview: ReturnType<typeof pricePreview>, orderType: string) =>
  preview.lines.find((candidate) => candidate.orderType === orderType);

describe('product price preview', () => {
  it('prices the chosen options per order type with that type’s tax (SPEC §9)', () => {
    const product = previewProduct(cleaning);
    expect(product).not.toBeNull();
    if (!product) return;
    const preview = pricePreview(product, { amountText: '2', unit: 'piece', parts: [0, [0, 1], 'Schlüssel beim Nachbarn'] });
    // Overwrite 399, then + 35 − 4.50, times 2.
    expect(preview.amount).toBe(2);
    expect(preview.unitPrice).toBe('€\u00a0429,50');
    expect(line(preview, 'dineIn')).toEqual({ orderType: 'dineIn', label: 'Dine In', rate: 10, gross: 859, net: 780.91, tax: 78.09 });
    expect(line(preview, 'takeaway')).toEqual({ orderType: 'takeaway', label: 'Takeaway', rate: 20, gross: 859, net: 715.83, tax: 143.17 });
    expect(line(preview, 'delivery')).toMatchObject({ label: 'Lieferung', rate: 20, gross: 859 });
    expect(preview.approximateModel).toBeNull();
  });

  it('starts where a guest starts: the default unit and amount, nothing chosen', () => {
    const product = previewProduct(citricAcid);
    if (!product) throw new Error('priced');
    expect(product.alternativeUnits?.map((alternative) => alternative.unit)).toEqual(['gram']);
    const choice = initialChoice(product);
    expect(choice).toEqual({ unit: 'gram', amountText: '100', parts: [] });
    const preview = pricePreview(product, choice);
    // 100 g at 7.80 per kilogram.
    expect(line(preview, 'takeaway')?.gross).toBe(0.78);
    expect(preview.approximateModel).toBe('Ungefähr');
    expect(preview.unitPrice).toBe('ca. €\u00a00,01');
  });

  it('clamps and snaps a typed amount like the storefront and prices the product’s own unit', () => {
    const product = previewProduct(citricAcid);
    if (!product) throw new Error('priced');
    const preview = pricePreview(product, { amountText: '2,7', unit: 'kilogram', parts: [] });
    expect(preview.amount).toBe(2.5);
    expect(line(preview, 'delivery')?.gross).toBe(19.5);
    expect(pricePreview(product, { amountText: '99', unit: 'kilogram', parts: [] }).amount).toBe(10);
    // A unit the product is not (or no longer) sold in falls back to the guest's default.
    expect(pricePreview(product, { amountText: '250', unit: 'l', parts: [] }).unit).toBe('gram');
  });

  it('forgets choices of options that were removed, and says when the price is hidden', () => {
    const product = previewProduct({ ...cleaning, isPriceHidden: true });
    if (!product) throw new Error('priced');
    const preview = pricePreview(product, { amountText: '1', unit: 'piece', parts: [5, [7]] });
    expect(line(preview, 'takeaway')?.gross).toBe(189);
    expect(preview.isPriceHidden).toBe(true);
  });

  it('shows nothing while the price is not a number', () => {
    expect(previewProduct({ ...cleaning, price: '' })).toBeNull();
    expect(previewProduct({ ...cleaning, price: 'zwölf' })).toBeNull();
  });
});

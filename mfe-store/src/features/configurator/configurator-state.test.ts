import type { Product } from '@theke/domain';
import { amountText, newDraft, toCartItem, withAmountText, withPart, withUnit } from './configurator-state';

const product: Product = {
  id: 1,
  name: 'Käse',
  description: null,
  type: 'goods' as Product['type'],
  price: 20,
  unit: 'kilogram',
  alternativeUnits: [{ unit: 'piece', ratio: 0.25, calculationModel: 'approximate', minimumQuantity: 1, maximumQuantity: 4, quantityStepSize: 1 }],
  minimumQuantity: 0.25,
  maximumQuantity: 5,
  quantityStepSize: 0.25,
  defaultQuantity: null,
  tax: 10,
  takeawayTax: 10,
  dineInTax: 10,
  isEnabled: true,
  isVisibleWhenUnavailable: false,
  config: { parts: [{ name: 'Sorte', type: 'select', optional: false, options: [] }] },
};

describe('the item draft of the configuration overlay', () => {
  it('starts at the default unit and amount with one empty selection per part', () => {
    expect(newDraft(product)).toEqual({ unit: 'kilogram', amount: 0.25, parts: [null] });
  });

  it('parses a comma amount and clamps it to the bounds (SPEC §5)', () => {
    expect(withAmountText(product, newDraft(product), '1,5').amount).toBe(1.5);
    expect(withAmountText(product, newDraft(product), '9').amount).toBe(5);
    expect(withAmountText(product, newDraft(product), 'abc').amount).toBe(0.25);
  });

  it('restarts from the alternative unit default when the unit changes', () => {
    expect(withUnit(product, newDraft(product), 'piece')).toMatchObject({ unit: 'piece', amount: 1 });
  });

  it('records a part selection and turns the draft into a cart item', () => {
    const draft = withPart(newDraft(product), 0, 2);
    expect(toCartItem(product, draft)).toEqual({ product, amount: 0.25, unit: 'kilogram', parts: [2] });
  });

  it('shows amounts with a decimal comma', () => {
    expect(amountText(1.5)).toBe('1,5');
  });
});

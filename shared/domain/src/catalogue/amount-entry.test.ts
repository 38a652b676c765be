import fc from 'fast-check';
import {
  amountBounds,
  amountFromInput,
  canDecreaseAmount,
  canIncreaseAmount,
  decreaseAmount,
  defaultAmount,
  defaultUnit,
  increaseAmount,
  parseAmountInput,
  snapAmount,
  type AmountBounds,
} from './amount-entry';
import { makeProduct } from '../testing';

const bounds: AmountBounds = { minimum: 0.5, maximum: 3, step: 0.25 };

describe('amount entry (SPEC §5)', () => {
  it('accepts a comma as decimal separator', () => {
    expect(parseAmountInput('1,5')).toBe(1.5);
    expect(parseAmountInput(' 2 ')).toBe(2);
  });

  it('turns non-numeric input into 0', () => {
    expect(parseAmountInput('zwei')).toBe(0);
    expect(parseAmountInput('')).toBe(0);
    expect(parseAmountInput('1.000,5')).toBe(0);
  });

  it("clamps and snaps to the product's minimum, maximum and step size", () => {
    expect(amountFromInput('0', bounds)).toBe(0.5);
    expect(amountFromInput('1,6', bounds)).toBe(1.5);
    expect(amountFromInput('1,63', bounds)).toBe(1.75);
    expect(amountFromInput('9', bounds)).toBe(3);
    expect(snapAmount(Number.NaN, bounds)).toBe(0.5);
    expect(snapAmount(0.7, { minimum: 0.1, maximum: null, step: 0.3 })).toBe(0.7);
    expect(snapAmount(1.23456, { minimum: 0, maximum: null, step: null })).toBe(1.23456);
  });

  it('stays below a maximum that is off the step grid', () => {
    expect(snapAmount(2.9, { minimum: 1, maximum: 2.9, step: 0.5 })).toBe(2.5);
  });

  it('disables decrease at or below the minimum and increase at or above the maximum (when set)', () => {
    expect(canDecreaseAmount(0.5, bounds)).toBe(false);
    expect(canDecreaseAmount(0.75, bounds)).toBe(true);
    expect(canIncreaseAmount(3, bounds)).toBe(false);
    expect(canIncreaseAmount(2.75, bounds)).toBe(true);
    expect(canIncreaseAmount(1e9, { minimum: 1, maximum: null, step: 1 })).toBe(true);
  });

  it('steps up and down by the step size (1 without one) within the bounds', () => {
    expect(increaseAmount(2.75, bounds)).toBe(3);
    expect(increaseAmount(3, bounds)).toBe(3);
    expect(decreaseAmount(0.75, bounds)).toBe(0.5);
    expect(increaseAmount(0.3, { minimum: 0, maximum: null, step: 0.1 })).toBe(0.4);
    expect(increaseAmount(2, { minimum: 1, maximum: null, step: null })).toBe(3);
    expect(decreaseAmount(2, { minimum: 1, maximum: null, step: null })).toBe(1);
  });

  it('snapping stays within bounds and on the step grid for any input', () => {
    const decimal = (max: number) => fc.integer({ min: 1, max }).map((n) => n / 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
        fc.option(decimal(100_000), { nil: null }),
        fc.option(decimal(500), { nil: null }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (minimum, rawMaximum, step, value) => {
          const maximum = rawMaximum === null ? null : Math.max(rawMaximum, minimum);
          const snapped = snapAmount(value, { minimum, maximum, step });
          expect(snapped).toBeGreaterThanOrEqual(minimum);
          if (maximum !== null) expect(snapped).toBeLessThanOrEqual(maximum);
          if (step !== null) {
            const steps = (snapped - minimum) / step;
            expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
          }
          expect(snapAmount(snapped, { minimum, maximum, step })).toBe(snapped);
        },
      ),
    );
  });
});

describe('amount bounds and defaults per unit', () => {
  const product = makeProduct({
    unit: 'kilogram',
    minimumQuantity: 0.5,
    maximumQuantity: 0.2,
    quantityStepSize: 0.25,
    defaultQuantity: 1,
    defaultUnit: 'piece',
    alternativeUnits: [
      { unit: 'piece', ratio: 0.3, minimumQuantity: 2, maximumQuantity: null, quantityStepSize: 1 },
    ],
  });

  it("uses an alternative unit's own minimum, maximum and step", () => {
    expect(amountBounds(product, 'piece')).toEqual({ minimum: 2, maximum: null, step: 1 });
  });

  it("uses the product's bounds for its own unit, a maximum below the minimum collapsing to it", () => {
    expect(amountBounds(product)).toEqual({ minimum: 0.5, maximum: 0.5, step: 0.25 });
    expect(amountBounds(makeProduct())).toEqual({ minimum: 0, maximum: null, step: null });
  });

  it('starts a new item in the default unit with the default quantity, snapped', () => {
    expect(defaultUnit(product)).toBe('piece');
    expect(defaultUnit({ ...product, defaultUnit: 'l' })).toBe('kilogram');
    expect(defaultAmount(product, 'piece')).toBe(2);
    expect(defaultAmount(makeProduct())).toBe(1);
    expect(defaultAmount(makeProduct({ minimumQuantity: 3 }))).toBe(3);
    expect(defaultAmount(makeProduct({ quantityStepSize: 0.5 }))).toBe(0.5);
  });
});

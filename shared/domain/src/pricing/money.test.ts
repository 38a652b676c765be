import fc from 'fast-check';
import {
  divideRationals,
  fromCents,
  multiplyCents,
  netCentsFromGross,
  rationalOf,
  roundHalfAwayFromZero,
  roundMoney,
  toCents,
} from './money';

describe('money in integer cents (SPEC §9, no floating-point drift)', () => {
  it('reads a number as its exact shortest decimal', () => {
    expect(rationalOf(0.1)).toEqual({ num: 1n, den: 10n });
    expect(rationalOf(-12.5)).toEqual({ num: -125n, den: 10n });
    expect(rationalOf(1e-7)).toEqual({ num: 1n, den: 10_000_000n });
    expect(rationalOf(1.5e21)).toEqual({ num: 1_500_000_000_000_000_000_000n, den: 1n });
    expect(() => rationalOf(Number.NaN)).toThrow(RangeError);
    expect(() => divideRationals({ num: 1n, den: 1n }, { num: 0n, den: 1n })).toThrow(RangeError);
    expect(divideRationals({ num: 1n, den: 1n }, { num: -2n, den: 1n })).toEqual({ num: -1n, den: 2n });
  });

  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero({ num: 5n, den: 2n })).toBe(3n);
    expect(roundHalfAwayFromZero({ num: -5n, den: 2n })).toBe(-3n);
    expect(roundHalfAwayFromZero({ num: 7n, den: 3n })).toBe(2n);
  });

  it('converts amounts to cents exactly where binary floats would not (1.005 → 101 cents)', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.07)).toBe(7);
    expect(fromCents(1005)).toBe(10.05);
    expect(fromCents(-0)).toBe(0);
    expect(roundMoney(2.675)).toBe(2.68);
  });

  it('multiplies cents by decimal factors and rounds once', () => {
    expect(multiplyCents(1290, 0.25)).toBe(323);
    expect(multiplyCents(999, 1.5, 0.1)).toBe(150);
  });

  it('net = gross / (1 + rate/100) rounded to 2 decimals, exact for rates like 7.7 and 8.1', () => {
    expect(netCentsFromGross(1200, 20)).toBe(1000);
    expect(netCentsFromGross(1000, 10)).toBe(909);
    expect(netCentsFromGross(3, 20)).toBe(3); // 2.5 cents rounds up
    expect(netCentsFromGross(10_770, 7.7)).toBe(10_000);
    expect(netCentsFromGross(1081, 8.1)).toBe(1000);
    expect(netCentsFromGross(500, 0)).toBe(500);
  });

  it('round-trips any two-decimal amount through cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});

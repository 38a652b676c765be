import fc from 'fast-check';
import { groupTaxes, netFromGross, taxRateFor, toTaxLines } from './taxes';
import { makeProduct } from '../testing';

describe('tax (SPEC §9)', () => {
  const product = makeProduct({ tax: 20, takeawayTax: 10, dineInTax: 13 });

  it('rate is dineInTax for dine-in, tax for delivery, takeawayTax for takeaway', () => {
    expect(taxRateFor(product, 'dineIn')).toBe(13);
    expect(taxRateFor(product, 'delivery')).toBe(20);
    expect(taxRateFor(product, 'takeaway')).toBe(10);
    expect(taxRateFor(makeProduct({ takeawayTax: null }), 'takeaway')).toBe(0);
  });

  it('net = gross / (1 + rate/100) rounded to 2 decimals', () => {
    expect(netFromGross(12, 20)).toBe(10);
    expect(netFromGross(10, 10)).toBe(9.09);
    expect(netFromGross(9.99, 13)).toBe(8.84);
    expect(netFromGross(10.77, 7.7)).toBe(10);
  });

  it('taxes are grouped per rate, sorted by rate', () => {
    const groups = groupTaxes([
      { rate: 20, grossCents: 1200 },
      { rate: 10, grossCents: 550 },
      { rate: 20, grossCents: 600 },
    ]);
    expect(groups).toEqual([
      { rate: 10, grossCents: 550, netCents: 500, taxCents: 50 },
      { rate: 20, grossCents: 1800, netCents: 1500, taxCents: 300 },
    ]);
    expect(toTaxLines(groups)).toEqual([
      { rate: 10, net: 5, tax: 0.5 },
      { rate: 20, net: 15, tax: 3 },
    ]);
  });

  it('net + tax = gross per rate, and the net never exceeds the gross, for any amounts and rates', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rate: fc.constantFrom(0, 2.5, 5, 7.7, 8.1, 10, 13, 19, 20),
            grossCents: fc.integer({ min: 0, max: 10_000_000 }),
          }),
          { maxLength: 20 },
        ),
        (amounts) => {
          for (const group of groupTaxes(amounts)) {
            const gross = amounts
              .filter((a) => a.rate === group.rate)
              .reduce((sum, a) => sum + a.grossCents, 0);
            expect(group.grossCents).toBe(gross);
            expect(group.netCents + group.taxCents).toBe(gross);
            expect(group.netCents).toBeLessThanOrEqual(gross);
            expect(Number.isInteger(group.netCents)).toBe(true);
          }
        },
      ),
    );
  });
});

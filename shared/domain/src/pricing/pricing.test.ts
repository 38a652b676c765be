import fc from 'fast-check';
import type { CartItem, OrderType } from '../ordering/order-types';
import { priceCart, priceLines, priceOrder } from './pricing';
import { makeArea, makeItem, makeProduct } from '../testing';
import type { DeliveryArea, Product } from '../catalogue/types';

describe('pricing (SPEC §9)', () => {
  const schnitzel = makeProduct({ id: 1, price: 12.9, tax: 10, takeawayTax: 10, dineInTax: 10 });
  const wine = makeProduct({ id: 2, price: 4.5, unit: 'dl', tax: 20, takeawayTax: 20, dineInTax: 20 });
  const items = [makeItem(schnitzel, 2), makeItem(wine, 2.5, { unit: 'dl' })];

  it('totals the goods, groups taxes per rate and leaves out delivery for takeaway', () => {
    expect(priceOrder({ items, orderType: 'takeaway' })).toEqual({
      gross: 37.05,
      deliveryGross: 0,
      totalNet: 32.83,
      totalGross: 37.05,
      taxes: [
        { rate: 10, net: 23.45, tax: 2.35 },
        { rate: 20, net: 9.38, tax: 1.87 },
      ],
      donation: 0,
      amountDue: 37.05,
    });
  });

  it("adds the delivery fee taxed at the area's rate; total is goods plus delivery", () => {
    const area = makeArea({ price: 3.6, tax: 20 });
    const result = priceOrder({ items, orderType: 'delivery', deliveryArea: area });
    expect(result.deliveryGross).toBe(3.6);
    expect(result.totalGross).toBe(40.65);
    expect(result.taxes).toEqual([
      { rate: 10, net: 23.45, tax: 2.35 },
      { rate: 20, net: 12.38, tax: 2.47 },
    ]);
    expect(result.totalNet).toBe(35.83);
  });

  it('taxes the fee at 0 when the area has no rate', () => {
    const area = makeArea({ price: 2, tax: null });
    expect(priceOrder({ items: [], orderType: 'delivery', deliveryArea: area }).taxes).toEqual([
      { rate: 0, net: 2, tax: 0 },
    ]);
  });

  it('adds no fee when the goods exceed the free-from value', () => {
    const area = makeArea({ price: 3.6, freeFromOrderValue: 30 });
    expect(priceOrder({ items, orderType: 'delivery', deliveryArea: area }).deliveryGross).toBe(0);
    expect(priceOrder({ items, orderType: 'dineIn', deliveryArea: makeArea() }).deliveryGross).toBe(0);
  });

  it('adds the donation of 0.07 per order when a donatee is chosen, outside the total', () => {
    const result = priceOrder({ items, orderType: 'takeaway', hasDonation: true });
    expect(result.donation).toBe(0.07);
    expect(result.totalGross).toBe(37.05);
    expect(result.amountDue).toBe(37.12);
  });

  it('prices a cart by its flags and delivery area', () => {
    const cart = { items, isDelivery: true, isDineIn: false, deliveryArea: makeArea({ price: 2 }) };
    expect(priceCart(cart).deliveryGross).toBe(2);
    expect(priceCart({ ...cart, isDelivery: false }, { hasDonation: true }).donation).toBe(0.07);
    expect(priceCart({ items: [], isDelivery: false, isDineIn: false, deliveryArea: null })).toMatchObject({
      gross: 0,
      totalGross: 0,
      taxes: [],
    });
  });
});

// An independent exact computation: every input is generated from integers, so the
// reference never parses a float; it rounds half away from zero with BigInt.
const roundDiv = (num: bigint, den: bigint): bigint => (2n * num + den) / (2n * den);

interface GeneratedLine {
  priceCents: number;
  rateTenths: number;
  kind: 'own' | 'gram' | 'alternative';
  amountThousandths: number;
  ratioThousandths: number;
}

function referenceGrossCents(line: GeneratedLine): bigint {
  const price = BigInt(line.priceCents);
  const amount = BigInt(line.amountThousandths);
  if (line.kind === 'own') return roundDiv(price * amount, 1000n);
  // grams of a product sold per kilogram: amount/1000 g = amount/1e6 kg
  if (line.kind === 'gram') return roundDiv(price * amount, 1_000_000n);
  // an alternative unit converts by its ratio and is rounded once, like every other line
  return roundDiv(price * BigInt(line.ratioThousandths) * amount, 1_000_000n);
}

function toItem(line: GeneratedLine, index: number): CartItem {
  const rate = line.rateTenths / 10;
  const product: Product = makeProduct({
    id: index,
    price: line.priceCents / 100,
    unit: line.kind === 'own' ? 'piece' : 'kilogram',
    tax: rate,
    takeawayTax: rate,
    dineInTax: rate,
    alternativeUnits: [{ unit: 'piece', ratio: line.ratioThousandths / 1000 }],
  });
  const unit = line.kind === 'own' ? 'piece' : line.kind === 'gram' ? 'gram' : 'piece';
  return { product, amount: line.amountThousandths / 1000, unit, parts: [] };
}

describe('totals never drift: pricing equals an exact decimal computation for random carts', () => {
  const line = fc.record<GeneratedLine>({
    priceCents: fc.integer({ min: 0, max: 200_000 }),
    rateTenths: fc.constantFrom(0, 25, 50, 77, 81, 100, 130, 200),
    kind: fc.constantFrom('own', 'gram', 'alternative'),
    amountThousandths: fc.integer({ min: 1, max: 100_000 }),
    ratioThousandths: fc.integer({ min: 1, max: 5000 }),
  });
  const area = fc.record<DeliveryArea>({
    area: fc.constant('1010'),
    price: fc.integer({ min: 0, max: 2000 }).map((c) => c / 100),
    tax: fc.constantFrom(0, 10, 20),
    free: fc.boolean(),
    freeFromOrderValue: fc.option(
      fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
      { nil: null },
    ),
    minimumOrderValue: fc.constant(null),
  });

  it('gross, fee, taxes per rate, totalNet and totalGross match the exact computation', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.constantFrom<OrderType>('takeaway', 'delivery', 'dineIn'),
        area,
        (lines, orderType, deliveryArea) => {
          const result = priceOrder({ items: lines.map(toItem), orderType, deliveryArea });
          const goods = lines.reduce((sum, l) => sum + referenceGrossCents(l), 0n);
          const freeFrom = deliveryArea.freeFromOrderValue
            ? BigInt(Math.round(deliveryArea.freeFromOrderValue * 100))
            : null;
          const isFree = deliveryArea.free || (freeFrom !== null && goods > freeFrom);
          const fee = orderType === 'delivery' && !isFree ? BigInt(Math.round(deliveryArea.price * 100)) : 0n;
          const grossByRate = new Map<number, bigint>();
          lines.forEach((l) =>
            grossByRate.set(l.rateTenths, (grossByRate.get(l.rateTenths) ?? 0n) + referenceGrossCents(l)),
          );
          if (fee > 0n) {
            const feeRate = (deliveryArea.tax ?? 0) * 10;
            grossByRate.set(feeRate, (grossByRate.get(feeRate) ?? 0n) + fee);
          }
          const expectedTaxes = [...grossByRate.entries()]
            .sort(([a], [b]) => a - b)
            .map(([rateTenths, gross]) => {
              const net = roundDiv(gross * 1000n, 1000n + BigInt(rateTenths));
              return { rate: rateTenths / 10, net: Number(net) / 100, tax: Number(gross - net) / 100 };
            });
          const totalNet = [...grossByRate.entries()].reduce(
            (sum, [rateTenths, gross]) => sum + roundDiv(gross * 1000n, 1000n + BigInt(rateTenths)),
            0n,
          );
          expect(result.gross).toBe(Number(goods) / 100);
          expect(result.deliveryGross).toBe(Number(fee) / 100);
          expect(result.totalGross).toBe(Number(goods + fee) / 100);
          expect(result.totalNet).toBe(Number(totalNet) / 100);
          expect(result.taxes).toEqual(expectedTaxes);
          const taxCents = result.taxes.reduce((sum, t) => sum + Math.round(t.tax * 100), 0);
          expect(Math.round(result.totalNet * 100) + taxCents).toBe(Math.round(result.totalGross * 100));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('pricing from charged lines', () => {
  it('gives the same figures as pricing the items, from their gross amounts and rates', () => {
    const item = (price: number, rate: number) => ({
      product: makeProduct({ price, tax: rate, takeawayTax: rate, dineInTax: rate }),
      amount: 3,
      unit: 'piece',
      parts: [],
    });
    const items = [item(4.99, 10), item(12.5, 20)];
    const area = makeArea({ price: 4.9, tax: 20, freeFromOrderValue: 100 });
    const lines = [
      { grossCents: 1497, rate: 10 },
      { grossCents: 3750, rate: 20 },
    ];
    expect(priceLines({ lines, orderType: 'delivery', deliveryArea: area, hasDonation: true })).toEqual(
      priceOrder({ items, orderType: 'delivery', deliveryArea: area, hasDonation: true }),
    );
  });
});

/**
 * Money without floating-point drift: amounts are integer cents inside the
 * rules and numbers with two decimals at the edges. Products of a price with
 * decimal quantities, ratios and tax rates are computed exactly on rationals
 * (BigInt numerator/denominator of each number's shortest decimal form) and
 * rounded once, half away from zero ("kaufmännisch runden").
 */

export interface Rational {
  num: bigint;
  /** Always positive. */
  den: bigint;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The exact value of a number's shortest decimal representation (0.1 is 1/10, not 0.1000000000000000055...). */
export function rationalOf(value: number): Rational {
  const match = Number.isFinite(value) ? DECIMAL.exec(String(value)) : null;
  if (!match) throw new RangeError(`Not a finite decimal number: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  const scale = Number(exponent) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return scale >= 0
    ? { num: digits * 10n ** BigInt(scale), den: 1n }
    : { num: digits, den: 10n ** BigInt(-scale) };
}

export function multiplyRationals(...factors: Rational[]): Rational {
  return factors.reduce(
    (product, factor) => ({ num: product.num * factor.num, den: product.den * factor.den }),
    {
      num: 1n,
      den: 1n,
    },
  );
}

export function divideRationals(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('Division by zero');
  const sign = b.num < 0n ? -1n : 1n;
  return { num: a.num * b.den * sign, den: a.den * b.num * sign };
}

/** Rounds to the nearest integer, halves away from zero. */
export function roundHalfAwayFromZero(value: Rational): bigint {
  const magnitude = value.num < 0n ? -value.num : value.num;
  const rounded = (2n * magnitude + value.den) / (2n * value.den);
  return value.num < 0n ? -rounded : rounded;
}

/** A decimal amount (e.g. 12.5) to integer cents (1250), rounding to the cent. */
export function toCents(amount: number): number {
  return Number(roundHalfAwayFromZero(multiplyRationals(rationalOf(amount), { num: 100n, den: 1n })));
}

/** Integer cents to a decimal amount with at most two decimals. */
export function fromCents(cents: number): number {
  const amount = cents / 100;
  return amount === 0 ? 0 : amount;
}

/** Rounds a decimal amount to two decimals, half away from zero, exactly. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

/** cents × factor × ... exactly, rounded once to whole cents. */
export function multiplyCents(cents: number, ...factors: number[]): number {
  return Number(roundHalfAwayFromZero(multiplyRationals(rationalOf(cents), ...factors.map(rationalOf))));
}

/** SPEC §9: net = gross / (1 + rate/100), rounded to the cent; exact for decimal rates like 7.7 or 8.1. */
export function netCentsFromGross(grossCents: number, rate: number): number {
  const rateRational = rationalOf(rate);
  const divisor = { num: 100n * rateRational.den + rateRational.num, den: 100n * rateRational.den };
  return Number(roundHalfAwayFromZero(divideRationals(rationalOf(grossCents), divisor)));
}

/**
 * The p-th percentile by nearest rank (the smallest value with at least p % of the values at or
 * below it; p = 100 is the maximum), NaN for no values; `decimals` rounds the result. One
 * definition for every benchmark's latency figures.
 */
export function percentile(values: number[], p: number, decimals?: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  return decimals === undefined ? value : Number(value.toFixed(decimals));
}

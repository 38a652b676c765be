/**
 * Order payloads tests and benchmarks send (one builder, no service code: the benchmarks' load
 * generators import it without starting anything).
 */

/** A valid takeaway order at Wien-Mariahilf: three microfibre cloths (2,90 each), cash. */
export function takeawayOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    isDelivery: false,
    isDineIn: false,
    branch: { id: 1 },
    items: [{ product: { id: 15 }, amount: 3, unit: 'piece', parts: [] }],
    firstName: 'Anna',
    lastName: 'Huber',
    phone: '+436641234567',
    email: 'anna.huber@example.at',
    country: 'AT',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    ...overrides,
  };
}

/** A valid branch payload with a fresh identifier, for the branch tests. */
let sequence = 0;

export function branchPayload(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    identifier: `filiale-${sequence}`,
    name: `Filiale ${sequence}`,
    street: 'Kärntner Straße 1',
    zipCode: '1010',
    city: 'Wien',
    phone: '+43 1 234 56 78',
    email: 'filiale@example.at',
    longitude: 16.3713,
    latitude: 48.2066,
    openingHours: [{ type: 'monday', from: '08:00', to: '17:00' }],
    deliveryAreas: [
      { area: 'Wien 1010', price: 4.9, tax: 20, freeFromOrderValue: 80, minimumOrderValue: 20 },
    ],
    isDeliveryEnabled: true,
    ...overrides,
  };
}

import { COMMERCE_ACTIONS, COMMERCE_ENTRY_CATEGORY, COMMERCE_ENTRY_TYPE } from '@theke/contracts';
import { makeProduct } from '@theke/domain/testing';
import { giveConsent } from '@theke/ui';
import { fakeResponse } from '@theke/ui/testing';
import { trackCommerce, type CommerceStep } from './commerce-tracking';

const cart = (amount: number) => ({
  items: [{ product: makeProduct({ id: 7, price: 4.5 }), amount, unit: 'piece' }],
  isDelivery: false,
  isDineIn: false,
  deliveryArea: null,
});

const sentEntries = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)) as Record<string, unknown>);

describe('commerce tracking', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(() => Promise.resolve(fakeResponse(202, null)));
    global.fetch = fetchMock as unknown as typeof fetch;
    document.cookie = 'cookie-acceptance=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('sends nothing without consent', () => {
    trackCommerce('add-to-cart', 3, cart(2), 'EUR');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names every step as svc-content counts its funnel, with the cart’s figures and the branch', () => {
    giveConsent();
    const steps: CommerceStep[] = ['add-to-cart', 'checkout-start', 'purchase'];
    for (const step of steps) trackCommerce(step, 3, cart(2), 'EUR');
    expect(steps).toEqual([...COMMERCE_ACTIONS]);
    expect(fetchMock.mock.calls.map(([url]: [string]) => url)).toEqual(steps.map(() => '/api/analytics-log'));
    expect(sentEntries(fetchMock)).toEqual(
      steps.map((action) => ({
        type: COMMERCE_ENTRY_TYPE,
        action,
        category: COMMERCE_ENTRY_CATEGORY,
        data: { branchId: 3, contentIds: ['7'], value: 9, currency: 'EUR', itemCount: 2 },
      })),
    );
  });
});

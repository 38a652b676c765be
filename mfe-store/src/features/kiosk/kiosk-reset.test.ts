import { emptyOrderDraft } from '@theke/domain';
import { makeArea, makeBranch, makeItem, makeProduct } from '@theke/domain/testing';
import { cartStorageKey, deliveryModeKey, getCart, setCart, tableKey } from '../cart';
import { resetKiosk } from './kiosk-reset';

describe('kiosk reset (issue 24: the next guest finds an empty store)', () => {
  it('empties the cart and forgets the order type, a scanned table, the draft and the order attempt', () => {
    const area = makeArea({ id: 3 });
    const branch = makeBranch({ identifier: 'wien', isDeliveryEnabled: true, deliveryAreas: [area] });
    setCart('wien', { items: [makeItem(makeProduct({ id: 7 }), 2)], isDelivery: false, isDineIn: true, deliveryArea: null });
    window.sessionStorage.setItem(tableKey('wien'), '4');
    window.localStorage.setItem('theke.draft.wien', JSON.stringify({ version: 1, draft: { ...emptyOrderDraft(), firstName: 'Eva' } }));
    window.sessionStorage.setItem('theke.order-attempt.wien', JSON.stringify({ key: 'k', body: '{}' }));

    resetKiosk(branch, 'delivery');

    expect(getCart('wien')).toEqual({ items: [], isDelivery: true, isDineIn: false, deliveryArea: area });
    expect(JSON.parse(window.localStorage.getItem(cartStorageKey('wien')) ?? 'null')).toEqual({ items: [], deliveryArea: area });
    expect(JSON.parse(window.sessionStorage.getItem(deliveryModeKey('wien')) ?? 'null')).toEqual({ isDelivery: true, isDineIn: false });
    expect(window.sessionStorage.getItem(tableKey('wien'))).toBeNull();
    expect(window.localStorage.getItem('theke.draft.wien')).toBeNull();
    expect(window.sessionStorage.getItem('theke.order-attempt.wien')).toBeNull();
  });
});

import { branchEventsUrl, isOrderQueryKey, parseEnvelope, reactionTo, shouldRing } from './live-events';

const envelope = (branchId: number) => ({ id: 'e1', type: 'x', occurredAt: '2025-10-15T08:00:00Z', data: { id: 7, branchId } });

describe('reactions to live events', () => {
  it('rings and refreshes the lists for a new order', () => {
    expect(reactionTo('orders.order.placed', envelope(1))).toEqual({ refreshOrders: true, alert: true, notice: 'new-order' });
  });

  it('refreshes quietly when an order’s status changed', () => {
    expect(reactionTo('orders.order.status-changed', envelope(1))).toEqual({ refreshOrders: true, alert: false, notice: null });
  });

  it('shows and rings a notification device’s test', () => {
    expect(reactionTo('orders.device.test-notification', { data: { deviceId: 3, branchId: 1 } })).toEqual({
      refreshOrders: false,
      alert: true,
      notice: 'test-notification',
    });
  });

  it('ignores other events, and on a branch screen other branches’ events', () => {
    expect(reactionTo('catalog.catalog.changed', null).refreshOrders).toBe(false);
    expect(reactionTo('orders.order.placed', envelope(2), 1)).toEqual({ refreshOrders: false, alert: false, notice: null });
    expect(reactionTo('orders.order.placed', envelope(1), 1).alert).toBe(true);
  });

  it('covers the order lists, the detail and the branch screens, nothing else', () => {
    expect(isOrderQueryKey(['/api/orders', { limit: '25' }])).toBe(true);
    expect(isOrderQueryKey(['/api/orders/current'])).toBe(true);
    expect(isOrderQueryKey(['/api/orders/7'])).toBe(true);
    expect(isOrderQueryKey(['/api/orders/frontdesk/1/key'])).toBe(true);
    expect(isOrderQueryKey(['/api/devices'])).toBe(false);
    expect(isOrderQueryKey(['/api/ordersx'])).toBe(false);
  });

  it('reads the event envelope, and nothing from a broken frame', () => {
    expect(parseEnvelope('{"data":{"branchId":1}}')).toEqual({ data: { branchId: 1 } });
    expect(parseEnvelope('{')).toBeNull();
    expect(branchEventsUrl(1, 'a/b')).toBe('/api/events/branch/1/a%2Fb');
  });

  it('rings once for a burst of new orders and again after a pause', () => {
    expect(shouldRing(10_000, null)).toBe(true);
    expect(shouldRing(10_500, 10_000)).toBe(false);
    expect(shouldRing(12_000, 10_000)).toBe(true);
  });
});

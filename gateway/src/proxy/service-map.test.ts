import { owningService } from './service-map';

describe('service map', () => {
  it('routes the printers’ CloudPRNT URL and the devices to svc-orders', () => {
    expect(owningService('/cloudprnt/0123456789abcdef')).toBe('orders');
    expect(owningService('/devices/3/test/print')).toBe('orders');
    expect(owningService('/orders/backoffice/1/key/5/status/confirm')).toBe('orders');
  });
});

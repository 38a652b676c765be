import { branchCommandRequest, branchOrdersUrl, branchScreenOf, counterDisplayOf } from './branch-screen';

const order = (id: number, ticketNumber: string, overrides: { isInDelivery?: boolean; isDelivery?: boolean } = {}) => ({
  id,
  ticketNumber,
  isInDelivery: false,
  isDelivery: false,
  ...overrides,
});

describe('branch screens with an api key', () => {
  it('reads view, branch and key from the route', () => {
    expect(branchScreenOf('/orders/frontdesk/1/abc%2Fdef')).toEqual({ view: 'frontdesk', branchId: 1, apiKey: 'abc/def' });
    expect(branchScreenOf('/orders/backoffice/12/key/')).toEqual({ view: 'backoffice', branchId: 12, apiKey: 'key' });
  });

  it('is no screen for another view, a non-numeric branch or a missing key', () => {
    expect(branchScreenOf('/orders/kitchen/1/key')).toBeNull();
    expect(branchScreenOf('/orders/frontdesk/x/key')).toBeNull();
    expect(branchScreenOf('/orders/frontdesk/1')).toBeNull();
    expect(branchScreenOf('/orders/frontdesk/1/%E0%A4%A')).toBeNull();
  });

  it('loads the branch’s orders through the key', () => {
    expect(branchOrdersUrl({ view: 'frontdesk', branchId: 1, apiKey: 'a b' })).toBe('/api/orders/frontdesk/1/a%20b');
  });

  it('lets the backoffice view change the status and print through the key routes', () => {
    const desk = { view: 'backoffice', branchId: 1, apiKey: 'k' } as const;
    expect(branchCommandRequest(desk, 7, { kind: 'status', action: 'confirm' })).toEqual({
      url: '/api/orders/backoffice/1/k/7/status/confirm',
      body: undefined,
      fallbackKey: 'messages.order.changeStatus',
    });
    expect(branchCommandRequest(desk, 7, { kind: 'status', action: 'reject', rejectionMessage: 'Ausverkauft' })?.body).toEqual({
      rejectionMessage: 'Ausverkauft',
    });
    expect(branchCommandRequest(desk, 7, { kind: 'print' })).toEqual({
      url: '/api/orders/backoffice/1/k/7/print',
      fallbackKey: 'messages.order.print',
    });
  });

  it('keeps the frontdesk view read-only', () => {
    expect(branchCommandRequest({ view: 'frontdesk', branchId: 1, apiKey: 'k' }, 7, { kind: 'print' })).toBeNull();
  });
});

describe('counter display (frontdesk)', () => {
  it('groups pickup tickets into preparing and ready, lowest ticket first, without deliveries', () => {
    const display = counterDisplayOf([
      order(1, '12'),
      order(2, '3', { isInDelivery: true }),
      order(3, '9'),
      order(4, '5', { isDelivery: true }),
      order(5, '1', { isInDelivery: true }),
    ]);
    expect(display.preparing.map((o) => o.ticketNumber)).toEqual(['9', '12']);
    expect(display.ready.map((o) => o.ticketNumber)).toEqual(['1', '3']);
  });
});

import {
  EMPTY_HISTORY_FILTER,
  historyQuery,
  orderPageOf,
  pageCount,
} from './order-lists';

describe('order history query', () => {
  it('sends only the filters that are set, trimmed, with the page as limit and offset', () => {
    expect(historyQuery({ ...EMPTY_HISTORY_FILTER, search: '  Huber ', status: 'waiting', branch: '2' }, 2, 25)).toEqual({
      search: 'Huber',
      status: 'waiting',
      branch: '2',
      limit: '25',
      offset: '50',
    });
  });

  it('starts at the first page without filters', () => {
    expect(historyQuery(EMPTY_HISTORY_FILTER, 0)).toEqual({ limit: '25', offset: '0' });
    expect(historyQuery(EMPTY_HISTORY_FILTER, -3).offset).toBe('0');
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});

describe('order sub-pages of the back-office hash', () => {
  it('reads the three lists and an order detail', () => {
    expect(orderPageOf('/orders')).toEqual({ kind: 'list', list: 'current' });
    expect(orderPageOf('/orders/missed')).toEqual({ kind: 'list', list: 'missed' });
    expect(orderPageOf('/orders/history')).toEqual({ kind: 'list', list: 'history' });
    expect(orderPageOf('/orders/42')).toEqual({ kind: 'detail', id: 42 });
  });

  it('is no order page for other paths', () => {
    expect(orderPageOf('/devices')).toBeNull();
    expect(orderPageOf('/orders/abc')).toBeNull();
  });
});


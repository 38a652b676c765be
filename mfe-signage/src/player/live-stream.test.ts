import { EventStreamParser, followLiveStream } from './live-stream';

describe('the live stream', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    global.fetch = realFetch;
  });

  it('splits server-sent events across chunks', () => {
    const parser = new EventStreamParser();
    expect(parser.push('id: 7\nevent: orders.order.changed\nda')).toEqual([]);
    expect(parser.push('ta: {"a":1}\n\n: keep-alive\n\n')).toEqual([{ id: '7', type: 'orders.order.changed', data: '{"a":1}' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('keeps no listener of a pause it waited through: a TV offline for a day retries every 3 s', async () => {
    jest.useFakeTimers();
    const listening = new Map<EventListenerOrEventListenerObject, number>();
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    jest.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
      if (type === 'abort' && listener) listening.set(listener, (listening.get(listener) ?? 0) + 1);
      add.call(this, type, listener, options);
    });
    jest.spyOn(EventTarget.prototype, 'removeEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
      if (type === 'abort' && listener) listening.delete(listener);
      remove.call(this, type, listener, options);
    });
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    global.fetch = fetchMock as unknown as typeof fetch;
    const onClose = jest.fn();
    const stop = followLiveStream({ url: '/api/events', headers: {}, onEvent: () => undefined, onClose, retryMs: 3_000 });
    for (let attempt = 0; attempt < 20; attempt++) await jest.advanceTimersByTimeAsync(3_000);
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(20);
    expect(onClose.mock.calls.length).toBeGreaterThanOrEqual(20);
    // Only the pause under way listens for the stop.
    expect(listening.size).toBeLessThanOrEqual(1);
    stop();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(listening.size).toBe(0);
  });
});

/**
 * The gateway's live stream for a TV (`GET /api/events` with the device token, ADR 0042). An
 * EventSource cannot send the Authorization header, so the stream is read with fetch: the same
 * server-sent events, the same `Last-Event-ID` on reconnect (the gateway replays what was missed).
 */

export interface LiveEvent {
  id: string | null;
  type: string;
  data: string;
}

/** Splits a text/event-stream into events (the WHATWG rules the player needs: id, event, data). */
export class EventStreamParser {
  private buffer = '';
  private id: string | null = null;
  private type = '';
  private data: string[] = [];

  push(chunk: string): LiveEvent[] {
    this.buffer += chunk;
    const events: LiveEvent[] = [];
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + width);
      const event = this.line(line);
      if (event) events.push(event);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
    return events;
  }

  private line(line: string): LiveEvent | null {
    if (line === '') {
      if (this.data.length === 0) {
        this.type = '';
        return null;
      }
      const event = { id: this.id, type: this.type || 'message', data: this.data.join('\n') };
      this.type = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') this.id = value;
    else if (field === 'event') this.type = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }

  /** The id of the last event seen: sent as Last-Event-ID when reconnecting. */
  get lastEventId(): string | null {
    return this.id;
  }
}

export interface LiveStreamOptions {
  url: string;
  headers: Record<string, string>;
  onEvent: (event: LiveEvent) => void;
  /** Connected (again): the caller catches up on what the stream cannot replay (commands). */
  onOpen?: () => void;
  /** The connection ended or could not be made (a new attempt follows after the pause). */
  onClose?: () => void;
  /** The gateway refused the credential (401). The stream stops. */
  onUnauthorized?: () => void;
  retryMs?: number;
}

export const LIVE_RETRY_MS = 3_000;

/** Follows the stream until stopped, reconnecting after every end or failure. Returns the stop. */
export function followLiveStream(options: LiveStreamOptions): () => void {
  const controller = new AbortController();
  const retryMs = options.retryMs ?? LIVE_RETRY_MS;
  let lastEventId: string | null = null;
  // Each pause stops listening when it ends: an offline TV retries every few seconds for as long as
  // the outage lasts, and a listener left on the signal per retry would keep every one of them.
  const pause = () =>
    new Promise<void>((resolve) => {
      const end = () => {
        clearTimeout(timer);
        controller.signal.removeEventListener('abort', end);
        resolve();
      };
      const timer = setTimeout(end, retryMs);
      controller.signal.addEventListener('abort', end);
    });

  const connectOnce = async (): Promise<'again' | 'stop'> => {
    const headers: Record<string, string> = { ...options.headers, Accept: 'text/event-stream' };
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(options.url, { headers, credentials: 'same-origin', signal: controller.signal, cache: 'no-store' });
    if (response.status === 401) {
      options.onUnauthorized?.();
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    options.onOpen?.();
    const parser = new EventStreamParser();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'again';
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        lastEventId = parser.lastEventId;
        options.onEvent(event);
      }
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        if ((await connectOnce()) === 'stop') return;
      } catch {
        // Offline or the connection dropped: try again after the pause.
      }
      if (controller.signal.aborted) return;
      options.onClose?.();
      await pause();
    }
  })();
  return () => controller.abort();
}

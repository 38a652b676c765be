import http from 'node:http';

export interface SseFrame {
  /** The stream's last event id when the frame was dispatched (what EventSource reports). */
  id: string;
  event: string;
  data: string;
}

/**
 * A minimal EventSource for tests: parses the stream as the HTML spec says (a bare `id:` moves
 * the last event id without dispatching), keeps every dispatched frame.
 */
export class SseClient {
  readonly frames: SseFrame[] = [];
  lastEventId = '';
  private waiters: Array<{ done: () => boolean; resolve: () => void; reject: (error: Error) => void }> = [];
  private ended = false;

  private constructor(
    private readonly request: http.ClientRequest,
    readonly response: http.IncomingMessage,
  ) {
    let buffer = '';
    let fields: { event: string; data: string[] } = { event: '', data: [] };
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (line === '') {
          if (fields.data.length > 0) this.frames.push({ id: this.lastEventId, event: fields.event || 'message', data: fields.data.join('\n') });
          fields = { event: '', data: [] };
          continue;
        }
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (name === 'id') this.lastEventId = value;
        if (name === 'event') fields.event = value;
        if (name === 'data') fields.data.push(value);
      }
      this.settle();
    });
    response.on('close', () => {
      this.ended = true;
      this.settle();
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) =>
        resolve(new SseClient(request, response)),
      );
      request.on('error', reject);
    });
  }

  /** Resolves once `count` frames arrived (the test's timeout bounds the wait). */
  async waitForFrames(count: number): Promise<SseFrame[]> {
    await this.until(() => this.frames.length >= count);
    return this.frames;
  }

  /** Resolves once a frame whose envelope has this event id arrived. */
  async waitForEvent(eventId: string): Promise<SseFrame[]> {
    await this.until(() => this.frames.some((frame) => envelopeId(frame) === eventId));
    return this.frames;
  }

  /** Resolves once the server has closed the stream. */
  async waitForEnd(): Promise<void> {
    await this.until(() => this.ended);
  }

  /** Stops reading the socket, as a stalled browser tab or a slow network would. */
  pause(): void {
    this.response.pause();
  }

  resume(): void {
    this.response.resume();
  }

  get isEnded(): boolean {
    return this.ended;
  }

  close(): void {
    this.request.destroy();
  }

  private until(done: () => boolean): Promise<void> {
    if (done()) return Promise.resolve();
    if (this.ended) return Promise.reject(new Error(`stream ended after ${this.frames.length} frames`));
    return new Promise((resolve, reject) => this.waiters.push({ done, resolve, reject }));
  }

  private settle(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.done()) waiter.resolve();
      else if (this.ended) waiter.reject(new Error(`stream ended after ${this.frames.length} frames`));
      else return true;
      return false;
    });
  }
}

/** The domain event id inside a frame's envelope. */
export function envelopeId(frame: SseFrame): string | null {
  if (frame.event === 'resync') return null;
  return (JSON.parse(frame.data) as { id: string }).id;
}

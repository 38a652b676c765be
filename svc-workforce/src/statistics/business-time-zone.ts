import { DEFAULT_TIME_ZONE } from '@theke/domain';
import type { ServiceContext } from '@theke/server';

const TTL_MS = 5 * 60_000;

/**
 * The zone whose days the statistics count (config `timeZone`, svc-content), asked as a peer and
 * remembered for a few minutes. Without the peer or an answer: Europe/Vienna (not remembered), so
 * a chart never fails over the configuration.
 */
export class BusinessTimeZone {
  private known: { zone: string; until: number } | null = null;

  constructor(private readonly context: ServiceContext) {}

  async get(): Promise<string> {
    if (this.known && this.known.until > Date.now()) return this.known.zone;
    if (!this.context.peers.has('content')) return DEFAULT_TIME_ZONE;
    try {
      const config = await this.context.peers.get<{ timeZone?: string | null }>('content', '/config');
      const zone = config.timeZone?.trim() || DEFAULT_TIME_ZONE;
      this.known = { zone, until: Date.now() + TTL_MS };
      return zone;
    } catch (error) {
      this.context.log.warn(
        { err: error },
        'content service unreachable, statistics counted in Europe/Vienna',
      );
      return DEFAULT_TIME_ZONE;
    }
  }
}

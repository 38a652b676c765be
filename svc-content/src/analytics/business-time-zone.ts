import { DEFAULT_TIME_ZONE } from '@theke/domain';
import { CONFIG_ID, ConfigRecord } from '../config/config.model';

const TTL_MS = 60_000;

/**
 * The zone whose days the visitor figures and the daily salt follow (config `timeZone`),
 * remembered for a minute: the ingest asks on every flush.
 */
export class BusinessTimeZone {
  private known: { zone: string; until: number } | null = null;

  async get(): Promise<string> {
    if (this.known && this.known.until > Date.now()) return this.known.zone;
    const config = await ConfigRecord.findByPk(CONFIG_ID, { attributes: ['timeZone'] });
    const zone = (config?.get('timeZone') as string | undefined) || DEFAULT_TIME_ZONE;
    this.known = { zone, until: Date.now() + TTL_MS };
    return zone;
  }
}

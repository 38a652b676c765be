import { DEFAULT_WORKING_TIME_COUNTRY, WORKING_TIME_COUNTRIES, type WorkingTimeCountry } from '@theke/domain';
import { findAtPeer, type ServiceContext } from '@theke/server';

const TTL_MS = 5 * 60_000;

const isCountry = (value: unknown): value is WorkingTimeCountry =>
  (WORKING_TIME_COUNTRIES as readonly unknown[]).includes(value);

/**
 * The working-time country of a branch (ADR 0041: `country` on the catalogue's branch, AT by
 * default), asked over HTTP and remembered for a few minutes: the clock screen asks on every
 * refresh, branches change their country hardly ever. An unreachable catalogue means AT for that
 * answer (not remembered): the screen's totals must not fail for it.
 */
export class BranchCountries {
  private readonly known = new Map<number, { country: WorkingTimeCountry; until: number }>();

  constructor(private readonly context: ServiceContext) {}

  async of(branchId: number | null | undefined): Promise<WorkingTimeCountry> {
    if (branchId === null || branchId === undefined || !this.context.peers.has('catalog'))
      return DEFAULT_WORKING_TIME_COUNTRY;
    const cached = this.known.get(branchId);
    if (cached && cached.until > Date.now()) return cached.country;
    try {
      const branch = await findAtPeer<{ country?: unknown }>(
        this.context.peers,
        'catalog',
        `/branches/${branchId}`,
      );
      const country = isCountry(branch?.country) ? branch.country : DEFAULT_WORKING_TIME_COUNTRY;
      this.known.set(branchId, { country, until: Date.now() + TTL_MS });
      return country;
    } catch (error) {
      this.context.log.warn(
        { err: error, branchId },
        'catalogue unreachable, working-time country taken as AT',
      );
      return DEFAULT_WORKING_TIME_COUNTRY;
    }
  }
}

/**
 * The daily salt of the visitor ids (Plausible's method, ADR 0043): random per business day, kept
 * in the database so every replica hashes a visitor alike that day, and deleted once the day is
 * over, so yesterday's ids can no longer be linked to an address and user agent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';

export class VisitorSalts {
  private readonly known = new Map<string, Buffer>();

  constructor(private readonly sequelize: Sequelize) {}

  /** The salt of a business day (`YYYY-MM-DD`): the stored one, or a new random one stored first. */
  async saltOf(day: string): Promise<Buffer> {
    const known = this.known.get(day);
    if (known) return known;
    // Two replicas starting the day together: the first insert wins, both read it.
    await this.sequelize.query(`INSERT INTO analytics_salts (day, salt) VALUES (:day, :salt) ON CONFLICT (day) DO NOTHING`, {
      replacements: { day, salt: randomBytes(32) },
    });
    const [row] = await this.sequelize.query<{ salt: Buffer }>(`SELECT salt FROM analytics_salts WHERE day = :day`, {
      replacements: { day },
      type: QueryTypes.SELECT,
    });
    if (!row) throw new Error(`salt of ${day} vanished`);
    this.known.set(day, row.salt);
    return row.salt;
  }

  /** Forgets the salts of the days before `today` (`YYYY-MM-DD`), stored and remembered. */
  async forgetBefore(today: string): Promise<void> {
    for (const day of this.known.keys()) if (day < today) this.known.delete(day);
    await this.sequelize.query(`DELETE FROM analytics_salts WHERE day < :today`, { replacements: { today } });
  }
}

/** The visitor id: sha-256 of the day's salt, the address and the user agent. */
export function visitorId(salt: Buffer, address: string, userAgent: string): Buffer {
  return createHash('sha256').update(salt).update(address).update('\n').update(userAgent).digest();
}

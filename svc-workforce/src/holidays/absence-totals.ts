/**
 * What a holiday balance reads from the absences: the working days of holiday and of sick leave
 * inside its year (an absence over New Year counts in each year with its own days).
 */
import { Op, type Transaction } from 'sequelize';
import { Absence } from './absence.model';
import { weekdaysInYear } from './weekdays';

export interface AbsenceTotals {
  takenDays: number;
  sickDays: number;
}

interface BalanceKey {
  userId: number;
  year: number;
  totals: AbsenceTotals | undefined;
}

/** Sets `totals` on each balance with one query for all of them. */
export async function attachAbsenceTotals(balances: BalanceKey[], transaction?: Transaction): Promise<void> {
  if (balances.length === 0) return;
  const years = balances.map((balance) => balance.year);
  const absences = await Absence.findAll({
    where: {
      userId: [...new Set(balances.map((balance) => balance.userId))],
      kind: ['holiday', 'sick'],
      from: { [Op.lte]: `${Math.max(...years)}-12-31` },
      to: { [Op.gte]: `${Math.min(...years)}-01-01` },
    },
    transaction,
  });
  for (const balance of balances) {
    const totals = { takenDays: 0, sickDays: 0 };
    for (const absence of absences) {
      if (absence.userId !== balance.userId) continue;
      const days = weekdaysInYear(absence.from, absence.to, balance.year);
      if (absence.kind === 'holiday') totals.takenDays += days;
      else totals.sickDays += days;
    }
    balance.totals = totals;
  }
}

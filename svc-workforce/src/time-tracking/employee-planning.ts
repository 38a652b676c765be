import { Op } from 'sequelize';
import { Absence } from '../holidays/absence.model';
import { HolidayBalance } from '../holidays/holiday-balance.model';
import { holidayBalanceJson } from '../holidays/holiday-balance.routes';

/** The employee's holiday balance of a year as `/holiday-balances` shows it, or null when none is kept. */
export async function holidayBalanceOf(
  userId: number,
  year: number,
): Promise<Record<string, unknown> | null> {
  const balance = await HolidayBalance.findOne({ where: { userId, year } });
  return balance && holidayBalanceJson(balance);
}

/** Whether a day ('YYYY-MM-DD') lies in one of the absences: a shift planned on it is not missed. */
export async function absenceDays(
  userId: number,
  from: string,
  to: string,
): Promise<(day: string) => boolean> {
  const absences = await Absence.findAll({
    where: { userId, from: { [Op.lte]: to }, to: { [Op.gte]: from } },
    attributes: ['from', 'to'],
  });
  return (day) => absences.some((absence) => absence.from <= day && day <= absence.to);
}

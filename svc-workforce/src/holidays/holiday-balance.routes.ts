import Joi from 'joi';
import type { Model } from 'sequelize';
import { DEFAULT_HOLIDAY_ENTITLEMENT_DAYS, holidayBalanceDescription } from '@theke/contracts';
import { crudRouter, describedCrud, type ServiceContext } from '@theke/server';
import { employeeFilter, ownEmployeeRows } from '../employees/employee-rows';
import { HolidayBalance } from './holiday-balance.model';

/** Days of holiday are whole or half days. */
const halfDays = (schema: Joi.Schema) =>
  schema.custom((value: number, helpers) => (Number.isInteger(value * 2) ? value : helpers.error('any.invalid')));

/** The stored fields and what the year's absences say: taken, sick and remaining days. */
export function holidayBalanceJson(row: Model): Record<string, unknown> {
  const balance = row as HolidayBalance;
  const takenDays = balance.totals?.takenDays ?? 0;
  return {
    id: balance.id,
    employee: { id: balance.userId, username: balance.username },
    year: balance.year,
    entitlementDays: balance.entitlementDays,
    carriedOverDays: balance.carriedOverDays,
    takenDays,
    sickDays: balance.totals?.sickDays ?? 0,
    remainingDays: balance.entitlementDays + balance.carriedOverDays - takenDays,
  };
}

export const BALANCE_ORDER: Array<[string, 'ASC' | 'DESC']> = [
  ['year', 'DESC'],
  ['username', 'ASC'],
  ['id', 'ASC'],
];

/**
 * SPEC §7 generic CRUD of holiday balances (ADR 0041), one per employee and year, filtered by
 * `?employee=` and `?year=`. Employees read their own; administrators keep them. An emptied
 * entitlement is Austria's 25 days, an emptied carry-over 0.
 */
export function holidayBalanceRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(holidayBalanceDescription, { entitlementDays: halfDays, carriedOverDays: halfDays }),
    model: HolidayBalance,
    sequelize: context.sequelize,
    filters: { year: Joi.number().integer().min(2000).max(2100) },
    queryFilters: { employee: employeeFilter },
    ownRowsWhere: ownEmployeeRows,
    toJson: holidayBalanceJson,
    order: BALANCE_ORDER,
    async prepare(values) {
      const prepared = { ...values };
      if (prepared.entitlementDays === null) prepared.entitlementDays = DEFAULT_HOLIDAY_ENTITLEMENT_DAYS;
      if (prepared.carriedOverDays === null) prepared.carriedOverDays = 0;
      return prepared;
    },
  });
}

/**
 * `GET /time-sheets/monthly?month=YYYY-MM&employee=&department=&branch=` and the same as `.csv`
 * and `.pdf` (ADR 0041 "Time sheets"): the month's sheet of every selected employee. An employee
 * reads only their own (another's is 403); an administrator any, narrowed by employee, department
 * or branch (employees with an activity or shift of the month there; their sheet stays whole).
 */
import { Router, type Request } from 'express';
import Joi from 'joi';
import { entityId, Forbidden, principalOf, requireStaff, ROLE_ADMIN, validate, type ServiceContext } from '@theke/server';
import { BranchCountries } from '../time-tracking/branch-countries';
import { businessName } from './business-name';
import { monthSchema } from './month';
import { monthlySheet, type MonthlySheet } from './monthly-sheet';
import { timeSheetsCsv } from './sheet-csv';
import { timeSheetsPdf } from './sheet-pdf';
import { loadEmployeeMonths, selectedDepartments, type SheetSelection } from './sheet-rows';

const sheetQuery = Joi.object({
  month: monthSchema().required(),
  employee: entityId(),
  department: entityId(),
  branch: entityId(),
});

interface SheetQuery {
  month: string;
  employee?: number;
  department?: number;
  branch?: number;
}

async function selectionOf(req: Request): Promise<SheetSelection> {
  const principal = principalOf(req);
  const query = validate(sheetQuery, req.query) as SheetQuery;
  const departmentIds = await selectedDepartments(query.department, query.branch);
  if (principal.roles.includes(ROLE_ADMIN)) return { month: query.month, userId: query.employee, departmentIds };
  const self = { id: Number(principal.userId), username: String(principal.username) };
  if (query.employee !== undefined && query.employee !== self.id) throw new Forbidden();
  // Their own sheet, listed even in a month without any of their rows.
  return { month: query.month, userId: self.id, departmentIds, always: departmentIds === undefined ? self : undefined };
}

async function sheetsOf(context: ServiceContext, req: Request): Promise<{ selection: SheetSelection; sheets: MonthlySheet[] }> {
  const selection = await selectionOf(req);
  // One cache of branch countries per request: a branch's country is asked once per export.
  const months = await loadEmployeeMonths(selection, new BranchCountries(context));
  const now = new Date();
  return { selection, sheets: months.map((rows) => monthlySheet(selection.month, rows, now)) };
}

/** `stundenzettel-2026-11.csv`, with the employee's name when the file holds one employee's sheet. */
function fileName(selection: SheetSelection, sheets: MonthlySheet[], extension: string): string {
  const [only] = sheets;
  const who = selection.userId !== undefined && only ? `-${only.employee.username.replace(/[^A-Za-z0-9._-]+/g, '_')}` : '';
  return `stundenzettel-${selection.month}${who}.${extension}`;
}

export function timeSheetRoutes(context: ServiceContext): Router {
  const router = Router();

  router.get('/time-sheets/monthly', requireStaff, async (req, res) => {
    res.json({ data: (await sheetsOf(context, req)).sheets });
  });

  router.get('/time-sheets/monthly.csv', requireStaff, async (req, res) => {
    const { selection, sheets } = await sheetsOf(context, req);
    res
      .type('text/csv; charset=utf-8')
      .attachment(fileName(selection, sheets, 'csv'))
      .send(timeSheetsCsv(sheets));
  });

  router.get('/time-sheets/monthly.pdf', requireStaff, async (req, res) => {
    // The business name is asked of svc-content while the sheets are read.
    const [{ selection, sheets }, name] = await Promise.all([sheetsOf(context, req), businessName(context)]);
    const pdf = await timeSheetsPdf(sheets, name);
    res.type('application/pdf').attachment(fileName(selection, sheets, 'pdf')).send(pdf);
  });

  return router;
}

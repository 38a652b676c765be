import type { Request } from 'express';
import { AppError } from './errors';
import { GUEST, ROLE_ADMIN, ROLE_EMPLOYEE, type Principal } from './internal-auth';
import { statisticsQuery } from './statistics-query';

const ADMIN: Principal = { userId: 1, username: 'admin', roles: [ROLE_ADMIN], branchIds: [] };
const EMPLOYEE: Principal = { userId: 2, username: 'mitarbeiter', roles: [ROLE_EMPLOYEE], branchIds: [1, 3] };

const ask = (principal: Principal, query: Record<string, string>) =>
  statisticsQuery({ principal, query } as unknown as Request, 'Europe/Vienna');

function refusal(principal: Principal, query: Record<string, string>): { status: number; errors: unknown } {
  try {
    ask(principal, query);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, errors: error.items };
    throw error;
  }
  throw new Error('not refused');
}

describe('statisticsQuery', () => {
  it('reads the range in the business zone and all branches for an administrator', () => {
    const { range, branchIds } = ask(ADMIN, { from: '2026-10-25', to: '2026-10-25' });
    expect(range.interval).toBe('hour');
    expect(range.buckets).toHaveLength(25);
    expect(branchIds).toBeNull();
    expect(ask(ADMIN, { from: '2026-10-01', to: '2026-10-31', branch: '4' }).branchIds).toEqual([4]);
  });

  it("limits an employee to their branches and refuses another's", () => {
    expect(ask(EMPLOYEE, { from: '2026-10-01', to: '2026-10-31' }).branchIds).toEqual([1, 3]);
    expect(ask(EMPLOYEE, { from: '2026-10-01', to: '2026-10-31', branch: '3' }).branchIds).toEqual([3]);
    expect(refusal(EMPLOYEE, { from: '2026-10-01', to: '2026-10-31', branch: '2' }).status).toBe(403);
  });

  it('refuses guests, and bad ranges with the field and its German message', () => {
    expect(refusal(GUEST, { from: '2026-10-01', to: '2026-10-31' }).status).toBe(401);
    expect(refusal(ADMIN, { to: '2026-10-31' })).toMatchObject({ status: 422, errors: [{ field: 'from' }] });
    expect(refusal(ADMIN, { from: '2026-10-31', to: '2026-10-01' })).toEqual({
      status: 422,
      errors: [{ field: 'to', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.', code: 'range_order' }],
    });
    expect(refusal(ADMIN, { from: '2026-10-01', to: '2026-10-31', interval: 'week' })).toMatchObject({
      status: 422,
      errors: [{ field: 'interval' }],
    });
  });
});

/**
 * What still depends on a branch, named in its delete confirmation: open orders (asked from
 * svc-orders through the gateway), and the menus, tables, divisions, departments and staff that
 * point at it. Deleting goes on (svc-catalog removes the branch from menus and divisions and
 * deletes its tables, svc-workforce its departments), but the administrator sees what that
 * touches first.
 */
import { translate } from '@theke/ui';

type Get = <T>(url: string) => Promise<T>;

interface Named {
  id: number;
  name?: string | null;
  identifier?: string | null;
  username?: string | null;
}

const quoted = (label: string, name: string) => `${label} „${name}“`;
const nameOf = (entry: Named) => entry.name || entry.identifier || entry.username || `#${entry.id}`;

/** A list that cannot be read (users for an employee, orders while svc-orders is down) names nothing. */
const orNone = <T>(promise: Promise<T[]>): Promise<T[]> => promise.catch(() => []);

export async function branchDependents(branchId: number, get: Get): Promise<string[]> {
  const [orders, menus, tables, departments, divisions, users] = await Promise.all([
    orNone(get<{ id: number }[]>(`/api/orders/current?branch=${branchId}`)),
    orNone(get<(Named & { branches?: number[] })[]>(`/api/menus?branch=${branchId}`)),
    orNone(get<Named[]>(`/api/tables?branch=${branchId}`)),
    orNone(get<Named[]>(`/api/departments?branch=${branchId}`)),
    orNone(get<(Named & { branches?: number[] })[]>('/api/divisions')),
    orNone(get<(Named & { branches?: { id: number }[] })[]>('/api/users')),
  ]);
  return [
    ...(orders.length > 0 ? [translate('branchForm.openOrders', { count: orders.length })] : []),
    ...menus.map((menu) => quoted('Menü', nameOf(menu))),
    ...tables.map((table) => quoted('Tisch', nameOf(table))),
    ...departments.map((department) => quoted('Abteilung', nameOf(department))),
    ...divisions.filter((division) => division.branches?.includes(branchId)).map((division) => quoted('Sparte', nameOf(division))),
    ...users.filter((user) => user.branches?.some((branch) => branch.id === branchId)).map((user) => quoted('Benutzer', nameOf(user))),
  ];
}

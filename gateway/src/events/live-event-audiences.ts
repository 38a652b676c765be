import { ROLE_ADMIN } from '@theke/server';
import type { Audience } from './live-event-hub';

/** Staff see every event of their branches and the ones naming no branch; administrators see all. */
export function staffAudience(user: { roles: string[]; branches: Array<{ id: number }> }): Audience {
  if (user.roles.includes(ROLE_ADMIN)) return () => true;
  const branchIds = new Set(user.branches.map((branch) => branch.id));
  return (event) => event.branchId === null || branchIds.has(event.branchId);
}

/** A branch's api-key screen (order desk, counter) sees only that branch's order events. */
export function branchScreenAudience(branchId: number): Audience {
  return (event) => event.branchId === branchId && event.type.startsWith('orders.');
}

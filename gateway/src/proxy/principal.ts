import type { Request } from 'express';
import { GUEST, type Principal } from '@theke/server';

/** The signed-in staff member as the services see them, or a guest. */
export function principalFromSession(req: Request): Principal {
  const user = req.user;
  if (!user) return GUEST;
  return { userId: user.id, username: user.username, roles: user.roles, branchIds: user.branches.map((b) => b.id) };
}

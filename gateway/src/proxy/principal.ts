import type { Request, RequestHandler, Response } from 'express';
import { GUEST, isStaff, type Principal } from '@theke/server';
import type { StaffUser } from '@theke/contracts';

/** A staff account as the services see it (the signed-in one, or the owner of a clock link). */
export function principalOfUser(user: StaffUser): Principal {
  return { userId: user.id, username: user.username, roles: user.roles, branchIds: user.branches.map((b) => b.id) };
}

/** The signed-in staff member as the services see them, or a guest. */
export function principalFromSession(req: Request): Principal {
  return req.user ? principalOfUser(req.user) : GUEST;
}

/**
 * The signed-in staff member of a page request, or null: page routes run without the session
 * middleware (guests never need it), so it is run here, once, for the requests that ask.
 */
export function staffOfSession(withSession: RequestHandler) {
  return (req: Request, res: Response): Promise<Principal | null> =>
    new Promise((resolve, reject) => {
      withSession(req, res, (error?: unknown) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const principal = principalFromSession(req);
        resolve(isStaff(principal) ? principal : null);
      });
    });
}

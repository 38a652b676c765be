import type { Request } from 'express';

/**
 * Starts the staff session for `user` (password login and login link alike): passport
 * regenerates the session id; keepSessionInfo carries the CSRF token over.
 */
export function logIn(req: Request, user: Express.User): Promise<void> {
  // The typings lag behind passport 0.7, which accepts keepSessionInfo.
  const options = { keepSessionInfo: true } as Parameters<Request['logIn']>[1];
  return new Promise((resolve, reject) => req.logIn(user, options, (error) => (error ? reject(error) : resolve())));
}

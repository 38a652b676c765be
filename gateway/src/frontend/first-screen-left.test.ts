/**
 * A browser that leaves before its page is answered (a navigation aborted, a tab closed): its
 * connection no longer has an address to render the first screen against. The page goes on
 * without one instead of failing with a 500 ("Cannot read properties of undefined", seen in the
 * e2e log on /vorschau).
 */
import type { NextFunction, Request, Response } from 'express';
import { MemoryBus } from '@theke/server';
import { PAGE_ANSWER_LOCAL, type PageAnswer } from '../seo/page-status';
import { FIRST_SCREEN_LOCAL, firstScreenRouter } from './first-screen';

it('serves the page without a first screen when the browser has already left', async () => {
  const bus = new MemoryBus();
  const router = firstScreenRouter({ bus });
  const answer: PageAnswer = { status: 200, kind: 'site', firstScreen: true, hidden: false };
  const req = { method: 'GET', url: '/vorschau', path: '/vorschau', headers: {}, get: () => undefined, socket: { address: () => ({}) } } as unknown as Request;
  const res = { locals: { [PAGE_ANSWER_LOCAL]: answer } } as unknown as Response;
  const passed = await new Promise<unknown>((resolve) => router(req, res, ((error?: unknown) => resolve(error ?? 'next')) as NextFunction));
  expect(passed).toBe('next');
  expect(res.locals[FIRST_SCREEN_LOCAL]).toBeUndefined();
  await bus.close();
});

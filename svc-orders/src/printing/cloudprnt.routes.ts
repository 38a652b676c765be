import { Router, type Request } from 'express';
import Joi from 'joi';
import { validate, type PublicRoute } from '@theke/server';
import type { ServiceRuntime } from '../runtime';
import { confirmJob, fetchJob, poll, type PollReport } from './cloudprnt.service';

/** Printers call without a login: the token in the URL is their credential (unknown token: 404). */
export const PUBLIC_CLOUDPRNT_ROUTES: PublicRoute[] = (['POST', 'GET', 'DELETE'] as const).map((method) => ({
  method,
  path: /^\/cloudprnt\/[^/]+\/?$/,
}));

/** Lenient on purpose: firmware versions send different fields; we read what we use. */
const pollSchema = Joi.object({
  statusCode: Joi.string().max(500),
  printerMAC: Joi.string().max(100),
  status: Joi.string().max(500),
  printingInProgress: Joi.boolean(),
  clientAction: Joi.array()
    .items(Joi.object({ request: Joi.string().max(100).required(), result: Joi.any() }).unknown(true))
    .max(20)
    .allow(null),
}).unknown(true);

const queryText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const tokenOf = (req: Request) => String(req.params.token);

/** Star CloudPRNT (HTTP method) at `/api/cloudprnt/{token}`: poll, fetch, confirm. */
export function cloudPrntRouter(runtime: ServiceRuntime): Router {
  const router = Router();

  router.post('/cloudprnt/:token', async (req, res) => {
    const report = validate(pollSchema, req.body ?? {}) as PollReport;
    res.json(await poll(runtime, tokenOf(req), report));
  });

  router.get('/cloudprnt/:token', async (req, res) => {
    const job = await fetchJob(runtime, tokenOf(req), {
      type: queryText(req.query.type),
      token: queryText(req.query.token),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.type(`${job.mediaType}; charset=utf-8`).send(job.body);
  });

  router.delete('/cloudprnt/:token', async (req, res) => {
    await confirmJob(runtime, tokenOf(req), { code: queryText(req.query.code), token: queryText(req.query.token) });
    res.status(200).end();
  });

  return router;
}

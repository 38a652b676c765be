import { Router, type Request, type Response } from 'express';
import Joi from 'joi';
import { validate, type PublicRoute } from '@theke/server';
import type { Questionnaire } from '@theke/domain';
import type { OrdersRuntime } from './order-ports';
import { publicOrderView } from './order-views';
import {
  acceptCounterAppointment,
  declineCounterAppointment,
  publicOrder,
  publicOrderEtag,
  publicOrderVersion,
  rateOrder,
} from './public-orders.service';
import type { OrderWithItems } from './staff-orders.service';

/** Routes guests reach without a staff token (ARCHITECTURE.md: a placed order is reachable with uid and hash). */
export const PUBLIC_ORDER_ROUTES: PublicRoute[] = [
  { method: 'POST', path: /^\/orders\/?$/ },
  { method: 'GET', path: /^\/orders\/public\/[^/]+\/[^/]+\/?$/ },
  {
    method: 'POST',
    path: /^\/orders\/public\/[^/]+\/[^/]+\/(confirm-counter-appointment|reject-counter-appointment|questionnaire)\/?$/,
  },
];

const rating = () => Joi.number().allow(null).default(null);
const questionnaireSchema = Joi.object({
  rating: rating(),
  foodRating: rating(),
  serviceRating: rating(),
  processRating: rating(),
  comment: Joi.string().trim().max(2000).allow(null, '').empty('').default(null),
}).unknown(true);

/** `If-None-Match` may list several tags, weak or strong, or `*`. */
function matchesEtag(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

const params = (req: Request) => ({ uid: String(req.params.uid), hash: String(req.params.hash) });

function sendPublic(res: Response, found: OrderWithItems): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', publicOrderEtag(found.order));
  res.json({ data: publicOrderView(found.order, found.items) });
}

export function publicOrdersRouter(runtime: OrdersRuntime): Router {
  const router = Router();

  // Polled every 10 s by the status page: an unchanged order is a 304 after one indexed read.
  router.get('/orders/public/:uid/:hash', async (req, res) => {
    const { uid, hash } = params(req);
    const version = await publicOrderVersion(runtime, uid, hash);
    const etag = publicOrderEtag(version);
    if (matchesEtag(req, etag)) {
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('ETag', etag);
      res.status(304).end();
      return;
    }
    sendPublic(res, await publicOrder(runtime, version.id));
  });

  router.post('/orders/public/:uid/:hash/confirm-counter-appointment', async (req, res) => {
    const { uid, hash } = params(req);
    sendPublic(res, await acceptCounterAppointment(runtime, uid, hash));
  });

  router.post('/orders/public/:uid/:hash/reject-counter-appointment', async (req, res) => {
    const { uid, hash } = params(req);
    sendPublic(res, await declineCounterAppointment(runtime, uid, hash));
  });

  router.post('/orders/public/:uid/:hash/questionnaire', async (req, res) => {
    const { uid, hash } = params(req);
    const { rating, foodRating, serviceRating, processRating, comment } = validate(
      questionnaireSchema,
      req.body ?? {},
    ) as Questionnaire;
    sendPublic(
      res,
      await rateOrder(runtime, uid, hash, { rating, foodRating, serviceRating, processRating, comment }),
    );
  });

  return router;
}

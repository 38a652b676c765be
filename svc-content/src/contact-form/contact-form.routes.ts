import { Router } from 'express';
import {
  isStaff,
  principalOf,
  rateLimit,
  topLevelErrorMessage,
  validate,
  type RateLimiter,
  type ServiceContext,
} from '@theke/server';
import type { ContactMailSettings } from '../settings';
import { contactFormSchema, type ContactFormPayload } from './contact-form.schema';
import { receiveContactRequest } from './contact-form.service';

/** A visitor sends a handful of messages an hour at most; more is a script. */
export function contactFormLimit(): RateLimiter {
  return rateLimit({ windowMs: 60 * 60_000, max: 10, skip: (req) => isStaff(principalOf(req)) });
}

/**
 * SPEC §7 `POST /api/custom/contact-form` (public): validates, stores, answers `{data: {id}}`
 * (201). The e-mail follows from the outbox. Errors carry the first message at the top level as
 * well (`{errors, message}`), where the website's form reads it (ADR 0009).
 */
export function contactFormRouter(
  context: ServiceContext,
  settings: Pick<ContactMailSettings, 'retryFirstMs'>,
  limit: RateLimiter,
): Router {
  const router = Router();
  router.post('/custom/contact-form', topLevelErrorMessage, limit, async (req, res) => {
    const payload = validate(contactFormSchema, req.body ?? {}) as ContactFormPayload;
    // The event's consumer mails at once; the retry sweep only looks at it if that failed.
    const request = await receiveContactRequest(
      context,
      payload,
      new Date(Date.now() + settings.retryFirstMs),
    );
    res.status(201).json({ data: { id: request.id } });
  });
  return router;
}

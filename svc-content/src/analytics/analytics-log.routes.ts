import { Router } from 'express';
import { isbot } from 'isbot';
import { ANALYTICS_CONSENT_HEADER } from '@theke/contracts';
import { clientAddress, INTERNAL_TOKEN_HEADER, type PublicRoute } from '@theke/server';
import { analyticsEntryOf } from './analytics-entry';
import type { AnalyticsIngest } from './analytics-ingest';

/** Public: the call is answered alike with or without the gateway, only the gateway's is stored. */
export const ANALYTICS_PUBLIC_ROUTES: PublicRoute[] = [{ method: 'POST', path: /^\/analytics-log\/?$/ }];

/**
 * SPEC §7 `POST /analytics-log {type, action, category, data}` (ADR 0043): always 202 `{data: null}`, stored
 * only when the gateway vouches for the visitor's consent cookie (its header beside its token;
 * the kit has refused a forged token before this runs) and the user agent is no bot (isbot's
 * list; a call without a user agent is a script, not a visitor).
 */
export function analyticsLogRouter(ingest: AnalyticsIngest): Router {
  const router = Router();
  router.post('/analytics-log', (req, res) => {
    // The envelope of every success (ARCHITECTURE "Contracts"); nothing to tell the browser.
    res.status(202).json({ data: null });
    const consented = req.get(INTERNAL_TOKEN_HEADER) !== undefined && req.get(ANALYTICS_CONSENT_HEADER) === '1';
    if (!consented) return;
    const userAgent = req.get('user-agent')?.trim() ?? '';
    if (userAgent === '' || isbot(userAgent)) return;
    const entry = analyticsEntryOf(req.body);
    if (entry) ingest.accept(entry, clientAddress(req), userAgent);
  });
  return router;
}

import { api } from '../api/api-client';
import { hasConsent } from '../consent/consent';

/** SPEC §7 analytics-log payload. */
export interface AnalyticsLogEntry {
  type: string;
  action: string;
  category: string;
  data?: unknown;
}

export type CommerceEvent =
  | { name: 'pageview'; path: string }
  | { name: 'add-to-cart'; contentIds: string[]; value: number; currency: string; itemCount: number }
  | { name: 'checkout-start'; items: number; gross: number; currency: string }
  | { name: 'purchase'; contentIds: string[]; value: number; currency: string; itemCount: number };

interface TrackingWindow {
  fbq?: (command: string, event: string, data?: Record<string, unknown>) => void;
  dataLayer?: Record<string, unknown>[];
}

const PIXEL_EVENTS: Record<CommerceEvent['name'], string> = {
  pageview: 'PageView',
  'add-to-cart': 'AddToCart',
  'checkout-start': 'InitiateCheckout',
  purchase: 'Purchase',
};

/** SPEC §7: sent only when the cookie acceptance cookie is present; failures ignored. */
export function logAnalytics(entry: AnalyticsLogEntry): void {
  if (!hasConsent()) return;
  api.post('/api/analytics-log', entry, { redirectOnUnauthorized: false }).catch(() => undefined);
}

/** SPEC §7: commerce events go to the social pixel and the tag manager, only with consent; errors swallowed. */
export function trackCommerceEvent(event: CommerceEvent): void {
  if (!hasConsent()) return;
  try {
    const target = window as unknown as TrackingWindow;
    const { name, ...data } = event;
    target.fbq?.('track', PIXEL_EVENTS[name], data);
    target.dataLayer?.push({ event: name, ...data });
  } catch {
    // Tracking must never break the page.
  }
}

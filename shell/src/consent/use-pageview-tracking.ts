import { useEffect } from 'react';
import { logAnalytics, trackCommerceEvent, useConsent, useLocation } from '@theke/ui';

/** SPEC §7: a pageview per route change, only with consent (the helpers check it); errors swallowed. */
export function usePageviewTracking(): void {
  const { pathname } = useLocation();
  const consent = useConsent();
  useEffect(() => {
    if (!consent) return;
    trackCommerceEvent({ name: 'pageview', path: pathname });
    logAnalytics({ type: 'pageview', action: 'view', category: 'page', data: { path: pathname } });
  }, [pathname, consent]);
}

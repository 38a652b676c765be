import { useEffect } from 'react';
import { useConfig, useConsent, useRouteContext } from '@theke/ui';

/**
 * With consent (given now or before) the configured third-party scripts load at once. Their loader
 * is a lazy chunk: most visits have no consent yet or no ids configured (docs/adr/0011).
 */
export function useThirdPartyScripts(): void {
  const consent = useConsent();
  // Neither at the kiosk nor in the page editor's preview: only a visit in the default context.
  const visit = useRouteContext() === 'default';
  const { data: config } = useConfig();
  useEffect(() => {
    if (!consent || !visit || !(config?.socialPixelId || config?.tagManagerId)) return;
    void import(/* webpackChunkName: "third-party-scripts" */ './third-party-scripts').then(({ loadThirdPartyScripts }) =>
      loadThirdPartyScripts(config),
    );
  }, [consent, visit, config]);
}

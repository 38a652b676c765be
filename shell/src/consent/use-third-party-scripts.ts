import { useEffect } from 'react';
import { useConfig, useConsent, useRouteContext } from '@theke/ui';

/**
 * With consent (given now or before) the configured third-party scripts load at once. Their loader
 * is a lazy chunk: most visits have no consent yet or no ids configured (docs/adr/0011). Not
 * `enabled` in the page editor's preview.
 */
export function useThirdPartyScripts(enabled = true): void {
  const consent = useConsent();
  const selfService = useRouteContext() === 'self-service';
  const { data: config } = useConfig();
  useEffect(() => {
    if (!enabled || !consent || selfService || !(config?.socialPixelId || config?.tagManagerId)) return;
    void import(/* webpackChunkName: "third-party-scripts" */ './third-party-scripts').then(({ loadThirdPartyScripts }) =>
      loadThirdPartyScripts(config),
    );
  }, [enabled, consent, selfService, config]);
}

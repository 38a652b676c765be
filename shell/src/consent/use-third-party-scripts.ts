import { useEffect } from 'react';
import { useConfig, useConsent, useRouteContext } from '@theke/ui';
import { loadThirdPartyScripts } from './third-party-scripts';

/** With consent (given now or before) the configured third-party scripts load at once. */
export function useThirdPartyScripts(): void {
  const consent = useConsent();
  const selfService = useRouteContext() === 'self-service';
  const { data: config } = useConfig();
  useEffect(() => {
    if (consent && !selfService) loadThirdPartyScripts(config);
  }, [consent, selfService, config]);
}

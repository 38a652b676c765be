import { useEffect, useRef } from 'react';
import { logAnalytics, trackCommerceEvent, useBranches, useConsent, useLocation } from '@theke/ui';

/** The id of the branch a `/store/{identifier}/…` path shows, so its store views count per branch. */
export function storeBranchId(pathname: string, branches: readonly { id: number | string; identifier: string }[] | undefined) {
  const [, first, identifier] = pathname.split('/');
  return first === 'store' ? branches?.find((branch) => branch.identifier === identifier)?.id : undefined;
}

/**
 * SPEC §7: a pageview per route change, only with consent (the helpers check it); errors swallowed.
 * Not `counted` in the page editor's preview: an editor is no visitor.
 */
export function usePageviewTracking(counted = true): void {
  const { pathname } = useLocation();
  const consent = useConsent();
  // Read at each page view, never a reason for one: the branches come with /api/init.
  const { data } = useBranches();
  const branches = useRef(data);
  branches.current = data;
  useEffect(() => {
    if (!consent || !counted) return;
    trackCommerceEvent({ name: 'pageview', path: pathname });
    logAnalytics({ type: 'pageview', action: 'view', category: 'page', data: { path: pathname, branchId: storeBranchId(pathname, branches.current) } });
  }, [pathname, consent, counted]);
}

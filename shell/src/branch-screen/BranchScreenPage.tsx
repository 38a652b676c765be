import { resolveRouteKind, routeModuleOf, useLocation } from '@theke/ui';
import { FloatingFailures } from '../failures/FloatingFailures';
import { usePageMeta } from '../meta/use-page-meta';
import { RemoteRoute } from '../remotes/RemoteRoute';

/**
 * The pages opened by a key or link in their address, without a staff login, full screen (no site
 * layout): a branch's tablet screen, /orders/{frontdesk|backoffice}/{branchId}/{apiKey}, an
 * employee's time clock, /zeiterfassung/{username}/{token}, and a TV's player, /signage/player (its
 * credential is the device token it keeps). The back-office application's remotes render them;
 * guest routes never load this chunk, but for a branch's self-service kiosk, /kiosk/{branchIdentifier},
 * which the store's remote renders (docs/adr/0050-self-service-kiosk.md).
 */
export default function BranchScreenPage() {
  usePageMeta();
  const route = resolveRouteKind(useLocation().pathname);
  return (
    <>
      <RemoteRoute id={routeModuleOf(route)} />
      <FloatingFailures />
    </>
  );
}

import { routeModuleOf } from '@theke/ui';
import { FloatingFailures } from '../failures/FloatingFailures';
import { usePageMeta } from '../meta/use-page-meta';
import { RemoteRoute } from '../remotes/RemoteRoute';

/**
 * /orders/{frontdesk|backoffice}/{branchId}/{apiKey}: a branch's tablet screen without a staff
 * login, full screen (no site layout). The back-office remote renders it; guest routes never load it.
 */
export default function BranchScreenPage() {
  usePageMeta();
  return (
    <>
      <RemoteRoute id={routeModuleOf({ kind: 'branch-screen' })} />
      <FloatingFailures />
    </>
  );
}

import '../texts';
import { NotFoundView, useLocation } from '@theke/ui';
import { BranchScreen, branchScreenOf } from '../features/branch-screens';

/** `/orders/frontdesk/{branchId}/{apiKey}` and `/orders/backoffice/{branchId}/{apiKey}` (no staff login). */
export default function BranchOrders() {
  const { pathname } = useLocation();
  const screen = branchScreenOf(pathname);
  if (!screen) return <NotFoundView />;
  return <BranchScreen key={pathname} screen={screen} />;
}

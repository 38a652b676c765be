import { isApiError, Loader, NotFoundView, styled, useTranslation } from '@theke/ui';
import { branchEventsUrl, LiveBar, useLiveEvents } from '../../live';
import { useBranchOrders } from '../api/use-branch-screen';
import { screenTitleKey, type BranchScreenParams } from '../branch-screen';
import { BackofficeBoard } from './BackofficeBoard';
import { FrontdeskBoard } from './FrontdeskBoard';

const Page = styled.main`
  min-height: 100vh;
  padding: 1.5rem;
  @media (max-width: 720px) {
    padding: 1rem 0.75rem;
  }
  h1 {
    margin-top: 0;
  }
`;

/** A branch's tablet screen: live orders through the api key, updated from the branch's event stream. */
export function BranchScreen({ screen }: { screen: BranchScreenParams }) {
  const { t } = useTranslation();
  const { data: orders, isPending, error } = useBranchOrders(screen);
  // A 404 on a later read ends a screen already showing orders too: the key was changed, or the
  // counter display was switched off (frontdesk plugin) while it was open.
  const gone = isApiError(error) && error.status === 404;
  // The stream shares the key: only open it once the key proved right.
  const live = useLiveEvents(orders && !gone ? branchEventsUrl(screen.branchId, screen.apiKey) : null, screen.branchId);
  if (isPending) return <Loader />;
  if (gone || !orders) return error ? <NotFoundView /> : null;
  return (
    <Page data-testid={`branch-screen-${screen.view}`}>
      <LiveBar live={live} />
      <h1>{t(screenTitleKey(screen.view))}</h1>
      {screen.view === 'frontdesk' ? <FrontdeskBoard orders={orders} /> : <BackofficeBoard screen={screen} orders={orders} />}
    </Page>
  );
}

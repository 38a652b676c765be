import { useEffect } from 'react';
import { CURRENT_USER_KEY, ensureCsrfToken, setUnauthorizedHandler, useCurrentUser, useQueryClient } from '@theke/ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { REMOTE_MODULES } from '@theke/ui';
import { usePageMeta } from '../meta/use-page-meta';
import { FloatingFailures } from '../failures/FloatingFailures';
import { LoginForm } from './LoginForm';

/**
 * /backend: the login form for guests; for staff the back-office remote with its hash sub-pages.
 * A 401 here means the session ended: show the login form instead of redirecting in a loop.
 */
export default function BackendPage() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  usePageMeta();

  useEffect(() => {
    setUnauthorizedHandler(() => queryClient.setQueryData(CURRENT_USER_KEY, null));
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);

  useEffect(() => {
    if (user) void ensureCsrfToken().catch(() => undefined);
  }, [user]);

  if (!user) return <LoginForm />;
  return (
    <>
      <RemoteRoute id={REMOTE_MODULES.backofficeApp} />
      <FloatingFailures />
    </>
  );
}

import { useEffect } from 'react';
import {
  Alert,
  Button,
  CURRENT_USER_KEY,
  Loader,
  ensureCsrfToken,
  routeModuleOf,
  setUnauthorizedHandler,
  useCurrentUser,
  useQueryClient,
  useTranslation,
} from '@theke/ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { usePageMeta } from '../meta/use-page-meta';
import { FloatingFailures } from '../failures/FloatingFailures';
import { LoginForm } from './LoginForm';
import { useLoginLink } from './use-login-link';

/**
 * /backend: the login form for guests; for staff the back-office remote with its hash sub-pages.
 * A 401 here means the session ended: show the login form instead of redirecting in a loop.
 * /backend#/login-link/{token} signs in with a login link first.
 */
export default function BackendPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const loginLink = useLoginLink();
  usePageMeta();

  useEffect(() => {
    setUnauthorizedHandler(() => queryClient.setQueryData(CURRENT_USER_KEY, null));
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);

  useEffect(() => {
    if (user) void ensureCsrfToken().catch(() => undefined);
  }, [user]);

  if (loginLink.signingIn) return <Loader />;
  if (!user) return <LoginForm initialError={loginLink.error} />;
  return (
    <>
      {loginLink.error ? (
        <Alert
          variant="danger"
          action={
            <Button $variant="secondary" onClick={loginLink.dismiss}>
              {t('login.dismiss')}
            </Button>
          }
        >
          {loginLink.error}
        </Alert>
      ) : null}
      <RemoteRoute id={routeModuleOf({ kind: 'backend' })} />
      <FloatingFailures />
    </>
  );
}

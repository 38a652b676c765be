/**
 * `#/time-clock`, the back-office section 'Zeiterfassung' of every staff member: the same screen as
 * the standalone page, clocking through the member's own link, and that link as text and QR code
 * (its own chunk with qrcode-generator: the standalone page does not need it).
 */
import { lazy, Suspense } from 'react';
import { Alert, Loader, useTranslation } from '@theke/ui';
import { useOwnAccessToken, useRenewAccessToken } from '../api/use-access-token';
import { TimeClockScreen } from './TimeClockScreen';

const PersonalLink = lazy(() => import('./PersonalLink'));

export function OwnTimeClock() {
  const { t } = useTranslation();
  const { data: token, isPending, error } = useOwnAccessToken();
  const renew = useRenewAccessToken();
  if (isPending) return <Loader />;
  if (!token) return <Alert variant="danger">{error?.message ?? t('timeClock.loadFailed')}</Alert>;
  return (
    <div data-testid="own-time-clock">
      <TimeClockScreen link={{ username: token.username, token: token.accessToken }} />
      <Suspense fallback={null}>
        <PersonalLink
          token={token}
          renewing={renew.isPending}
          renewFailed={renew.error?.message ?? null}
          onRenew={() => renew.mutate()}
        />
      </Suspense>
    </div>
  );
}

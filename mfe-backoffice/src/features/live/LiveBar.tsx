import { Alert, Button, styled, useTranslation } from '@theke/ui';
import { unlockAudio, useAudioUnlocked } from './alert-sound';
import type { LiveState } from './use-live-events';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  > div[role] {
    flex: 1 1 16rem;
  }
`;

/** 'Ton aktivieren' until audio is unlocked, and the latest live notice. */
export function LiveBar({ live }: { live: LiveState }) {
  const { t } = useTranslation();
  const unlocked = useAudioUnlocked();
  const notice =
    live.notice === 'new-order' ? t('orderDesk.newOrder') : live.notice === 'test-notification' ? t('orderDesk.testNotification') : null;
  if (unlocked && !notice) return null;
  return (
    <Bar data-testid="live-bar">
      {unlocked ? null : (
        <Button $variant="secondary" onClick={() => void unlockAudio()}>
          {t('orderDesk.enableSound')}
        </Button>
      )}
      {notice ? (
        <Alert
          variant="info"
          action={
            <Button $variant="link" onClick={live.dismiss} aria-label={t('popup.close')}>
              ✕
            </Button>
          }
        >
          <span data-testid="live-notice">{notice}</span>
        </Alert>
      ) : null}
    </Bar>
  );
}

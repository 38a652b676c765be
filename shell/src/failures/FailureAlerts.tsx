import { Alert, Button, retryFailure, useFailures, useTranslation } from '@theke/ui';

/** SPEC §8: every recorded failure shows its message with a recovery action that retries the call. */
export function FailureAlerts() {
  const { t } = useTranslation();
  const failures = useFailures();
  return (
    <>
      {failures.map((failure) => (
        <Alert
          key={failure.id}
          variant="danger"
          action={
            <Button $variant="secondary" onClick={() => void retryFailure(failure)}>
              {t('errors.retry')}
            </Button>
          }
        >
          {failure.message}
        </Alert>
      ))}
    </>
  );
}

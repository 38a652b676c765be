/**
 * After a page's path changed (issue 20): offers a redirect from the old path to the new one
 * (`POST /api/redirects`), so links and search results that know the old address keep working.
 * The path each page was last seen with is remembered across the form's remounts after a save.
 */
import { useState } from 'react';
import { Alert, api, Button, crudMessages, isApiError, useTranslation } from '@theke/ui';
import { Row } from '../../forms';

const seenPaths = new Map<number, string>();
// SPEC §8: 'Redirect konnte nicht erstellt werden.'
const CREATE_FAILED = crudMessages('Redirect', 'Redirects').create;

export function RedirectOffer({ id, storedPath }: { id: number; storedPath: string | undefined }) {
  const { t } = useTranslation();
  const [, rerender] = useState(0);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  if (!storedPath) return null;
  const seen = seenPaths.get(id);
  if (seen === undefined) seenPaths.set(id, storedPath);
  const settle = () => {
    seenPaths.set(id, storedPath);
    rerender((count) => count + 1);
  };
  if (outcome) return <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcome.message}</Alert>;
  if (seen === undefined || seen === storedPath) return null;

  const create = async () => {
    try {
      await api.post('/api/redirects', { path: seen, target: storedPath }, { fallbackMessage: CREATE_FAILED });
      setOutcome({ ok: true, message: t('siteRedirect.created', { from: seen, to: storedPath }) });
    } catch (failure) {
      setOutcome({ ok: false, message: isApiError(failure) ? failure.message : CREATE_FAILED });
    }
    settle();
  };
  return (
    <Alert variant="info">
      <p data-testid="redirect-offer">{t('siteRedirect.offer', { from: seen, to: storedPath })}</p>
      <Row>
        <Button onClick={() => void create()}>{t('siteRedirect.create')}</Button>
        <Button $variant="secondary" onClick={settle}>
          {t('siteRedirect.dismiss')}
        </Button>
      </Row>
    </Alert>
  );
}

/**
 * After a page's path changed (issue 20): offers a redirect from the old path to the new one
 * (`POST /api/redirects`), so links and search results that know the old address keep working.
 * The path each page was last seen with, and the outcome of its last offer, are remembered across
 * the form's remounts after a save: a refetch that remounts the form while the redirect is being
 * created must not swallow the answer.
 */
import { useSyncExternalStore } from 'react';
import { Alert, api, Button, crudMessages, isApiError, useTranslation } from '@theke/ui';
import { Row } from '../../forms';

const seenPaths = new Map<number, string>();
/** The answer to a page's last offer, shown while the page keeps the path the redirect leads to. */
const outcomes = new Map<number, { ok: boolean; message: string; path: string }>();
/** Every mounted offer shows the current state, also one that mounted while a redirect was being created. */
const listeners = new Set<() => void>();
let version = 0;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentVersion = () => version;
function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}
// SPEC §8: 'Redirect konnte nicht erstellt werden.'
const CREATE_FAILED = crudMessages('Redirect', 'Redirects').create;

export function RedirectOffer({ id, storedPath }: { id: number; storedPath: string | undefined }) {
  const { t } = useTranslation();
  useSyncExternalStore(subscribe, currentVersion);
  if (!storedPath) return null;
  const seen = seenPaths.get(id);
  if (seen === undefined) seenPaths.set(id, storedPath);
  const settle = () => {
    seenPaths.set(id, storedPath);
    changed();
  };
  const outcome = outcomes.get(id);
  if (outcome?.path === storedPath) return <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcome.message}</Alert>;
  if (seen === undefined || seen === storedPath) return null;

  const create = async () => {
    try {
      await api.post('/api/redirects', { path: seen, target: storedPath }, { fallbackMessage: CREATE_FAILED });
      outcomes.set(id, { ok: true, message: t('siteRedirect.created', { from: seen, to: storedPath }), path: storedPath });
    } catch (failure) {
      outcomes.set(id, { ok: false, message: isApiError(failure) ? failure.message : CREATE_FAILED, path: storedPath });
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

/**
 * 'Einstellungen' (issue 19): the single config document as a form with the description's tabs,
 * no list. A save sends the version it loaded; when another administrator saved in between, the
 * form engine shows what changed and keeps every input (409 stale_version).
 */
import { useMemo, useState } from 'react';
import { configDescription } from '@theke/contracts';
import { Alert, Loader, translate, useTranslation } from '@theke/ui';
import { EntityForm } from '../../forms';
import { useLeaveGuard } from '../../frame';
import { asEntry, fetchConfigDocument, useConfigDocument, useSaveConfig } from '../api/use-config-document';

export function SettingsScreen() {
  const { t } = useTranslation();
  const config = useConfigDocument();
  const save = useSaveConfig();
  const [dirty, setDirty] = useState(false);
  // A fresh form after each own save: it starts from the saved document and its new version.
  const [saves, setSaves] = useState(0);
  useLeaveGuard(dirty);
  const entry = useMemo(() => (config.data ? asEntry(config.data) : null), [config.data]);

  if (config.isPending || (config.isFetching && !config.isFetchedAfterMount)) return <Loader />;
  if (!entry) return <Alert variant="danger">{translate('messages.config.load')}</Alert>;

  return (
    <section data-testid="settings">
      {saves > 0 && !dirty ? <Alert variant="success">{t('forms.saved')}</Alert> : null}
      <EntityForm
        key={saves}
        description={configDescription}
        entry={entry}
        save={save}
        reload={fetchConfigDocument}
        onDirtyChange={setDirty}
        onSaved={() => {
          setDirty(false);
          setSaves((count) => count + 1);
        }}
      />
    </section>
  );
}

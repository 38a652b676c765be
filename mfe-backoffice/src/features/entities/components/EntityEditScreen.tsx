/** Create, edit or duplicate one entry of a described entity with the form engine. */
import { useState } from 'react';
import { Alert, Button, Loader, crudMessages, useTranslation } from '@theke/ui';
import { EntityForm } from '../../forms';
import { navigateTo, useLeaveGuard } from '../../frame';
import { fetchEntity, useEntity, useSaveEntity } from '../api/use-entities';
import { duplicateOf, type Entry } from '../entity-list';
import type { EntityScreen } from '../entity-screens';
import { DeleteDialog } from './DeleteDialog';

export type EditMode = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'duplicate'; id: number };

export function EntityEditScreen({ screen, mode, canWrite }: { screen: EntityScreen; mode: EditMode; canWrite: boolean }) {
  const { t } = useTranslation();
  const { description } = screen;
  const sourceId = mode.kind === 'new' ? null : mode.id;
  const source = useEntity(description, sourceId);
  const save = useSaveEntity(description);
  const [dirty, setDirty] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A new form after each own save: it starts from the saved entry and its new version.
  const [saves, setSaves] = useState(0);
  useLeaveGuard(dirty);

  if (sourceId !== null && source.isPending) return <Loader />;
  if (sourceId !== null && !source.data)
    return (
      <Alert variant="danger">
        {source.error && 'status' in source.error && source.error.status === 404
          ? t('entities.notFound')
          : crudMessages(description.labels.singular, description.labels.plural).load}
      </Alert>
    );

  const entry: Entry | null =
    mode.kind === 'duplicate' && source.data
      ? (screen.duplicate ?? ((copy: Entry) => copy))(duplicateOf(description, source.data, (name) => t('entities.copyOf', { name })))
      : (source.data ?? null);
  const storedId = mode.kind === 'edit' ? mode.id : null;

  return (
    <>
      <p>
        <a href={`#${screen.path}`}>{t('entities.backToList')}</a>
      </p>
      <EntityForm
        key={`${mode.kind}-${sourceId ?? 'new'}-${saves}`}
        description={description}
        entry={entry}
        readOnly={!canWrite}
        aside={screen.aside && ((values) => screen.aside?.(values, storedId))}
        save={(payload) => save(storedId, payload)}
        reload={storedId === null ? undefined : () => fetchEntity(description, storedId)}
        onDirtyChange={setDirty}
        onSaved={(saved) => {
          setDirty(false);
          setSaves((count) => count + 1);
          navigateTo(`${screen.path}/${saved.id}`, { afterSave: true });
        }}
        onCancel={() => navigateTo(screen.path)}
      />
      {storedId !== null && canWrite && source.data ? (
        <>
          <Button $variant="link" onClick={() => setDeleting(true)}>
            {t('entities.delete')}
          </Button>
          {deleting ? (
            <DeleteDialog screen={screen} entry={source.data} onClose={() => setDeleting(false)} onDeleted={() => navigateTo(screen.path)} />
          ) : null}
        </>
      ) : null}
    </>
  );
}

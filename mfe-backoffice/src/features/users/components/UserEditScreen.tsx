/**
 * Create, edit or copy a staff account with the form engine (issue 19). The password is an input
 * only on create or after 'Passwort setzen'; it is never read back. The gateway keeps its rules
 * (nobody deletes or demotes the last administrator or themselves): their German answers show
 * at the field they concern, a stale save (409) shows what changed and keeps the input.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Loader, crudMessages, useTranslation } from '@theke/ui';
import { DeleteDialog, fetchEntity, useEntity, useSaveEntity, type EditMode, type Entry } from '../../entities';
import { EntityForm } from '../../forms';
import { navigateTo, useLeaveGuard } from '../../frame';
import { userCopy, userFormDescription, type UserFormMode } from '../user-form';
import { USERS_SCREEN } from '../users-screen';

export function UserEditScreen({ mode }: { mode: EditMode }) {
  const { t } = useTranslation();
  const { description } = USERS_SCREEN;
  const sourceId = mode.kind === 'new' ? null : mode.id;
  const source = useEntity(description, sourceId);
  const save = useSaveEntity(description);
  const [dirty, setDirty] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  // A new form after each own save: it starts from the saved account and its new version.
  const [saves, setSaves] = useState(0);
  useLeaveGuard(dirty);
  const formMode: UserFormMode = mode.kind !== 'edit' ? 'create' : settingPassword ? 'setPassword' : 'edit';
  const formDescription = useMemo(() => userFormDescription(formMode), [formMode]);
  const entry = useMemo<Entry | null>(
    () => (mode.kind === 'duplicate' && source.data ? (userCopy(source.data) as Entry) : (source.data ?? null)),
    [mode.kind, source.data],
  );

  if (sourceId !== null && source.isPending) return <Loader />;
  if (sourceId !== null && !source.data)
    return (
      <Alert variant="danger">
        {source.error && 'status' in source.error && source.error.status === 404
          ? t('entities.notFound')
          : crudMessages(description.labels.singular, description.labels.plural).load}
      </Alert>
    );
  const storedId = mode.kind === 'edit' ? mode.id : null;

  return (
    <>
      <p>
        <a href={`#${USERS_SCREEN.path}`}>{t('entities.backToList')}</a>
      </p>
      {storedId !== null ? (
        <p>
          <Button $variant="secondary" onClick={() => setSettingPassword(!settingPassword)} data-testid="set-password">
            {settingPassword ? t('users.keepPassword') : t('users.setPassword')}
          </Button>{' '}
          <small>{t('users.passwordNeverShown')}</small>
        </p>
      ) : null}
      <EntityForm
        // The password input joins the same form (its inputs stay); a save starts a new form.
        key={`${mode.kind}-${sourceId ?? 'new'}-${saves}`}
        description={formDescription}
        entry={entry}
        save={(payload) => save(storedId, payload)}
        reload={storedId === null ? undefined : () => fetchEntity(description, storedId)}
        onDirtyChange={setDirty}
        onSaved={(saved) => {
          setDirty(false);
          setSettingPassword(false);
          setSaves((count) => count + 1);
          navigateTo(`${USERS_SCREEN.path}/${saved.id}`, { afterSave: true });
        }}
        onCancel={() => navigateTo(USERS_SCREEN.path)}
      />
      {storedId !== null && source.data ? (
        <>
          <Button $variant="link" onClick={() => setDeleting(true)}>
            {t('entities.delete')}
          </Button>
          {deleting ? (
            <DeleteDialog
              screen={USERS_SCREEN}
              entry={source.data}
              onClose={() => setDeleting(false)}
              onDeleted={() => navigateTo(USERS_SCREEN.path)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

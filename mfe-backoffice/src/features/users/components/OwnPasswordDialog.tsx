/**
 * 'Passwort ändern' (issue 19): every staff member reaches it from the back-office header. The
 * gateway checks the current password (throttled like a login) and ends the account's other
 * sessions; its German answers show at the field they concern.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Overlay, isApiError, styled, useTranslation } from '@theke/ui';
import { Input } from '@theke/ui/forms';
import { serverErrors } from '../../forms';
import { changeOwnPassword } from '../api/use-own-password';
import { EMPTY_OWN_PASSWORD, ownPasswordErrors, type OwnPasswordInput } from '../user-form';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
`;

type Errors = Partial<Record<keyof OwnPasswordInput, string>>;

const FIELDS = ['currentPassword', 'password', 'repeatedPassword'] as const;

function OwnPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState<OwnPasswordInput>(EMPTY_OWN_PASSWORD);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = ownPasswordErrors(input, t('ownPassword.mismatch'));
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await changeOwnPassword(input.currentPassword, input.password);
      setChanged(true);
      setInput(EMPTY_OWN_PASSWORD);
    } catch (failure) {
      if (!isApiError(failure)) {
        setGeneral(t('ownPassword.failed'));
        return;
      }
      // A wrong current password is the gateway's message at its field; a throttle answer has none.
      const placed = serverErrors(failure.errors);
      setErrors(placed.fields);
      setGeneral(placed.general[0] ?? (Object.keys(placed.fields).length > 0 ? null : failure.message));
    } finally {
      setPending(false);
    }
  };

  return (
    <Overlay label={t('ownPassword.open')} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="own-password">
        <h2>{t('ownPassword.open')}</h2>
        {changed ? <Alert variant="success">{t('ownPassword.changed')}</Alert> : null}
        {general ? <Alert variant="danger">{general}</Alert> : null}
        {FIELDS.map((name) => (
          <Input
            key={name}
            name={name}
            type="password"
            autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
            label={t(`ownPassword.${name}`)}
            value={input[name]}
            error={errors[name]}
            onChange={(event) => setInput({ ...input, [name]: event.target.value })}
          />
        ))}
        <Actions>
          <Button type="submit" disabled={pending}>
            {t('ownPassword.open')}
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            {t('ownPassword.close')}
          </Button>
        </Actions>
      </form>
    </Overlay>
  );
}

/** The header's button and its dialog. */
export function OwnPasswordButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="link" onClick={() => setOpen(true)} data-testid="own-password-open">
        {t('ownPassword.open')}
      </Button>
      {open ? <OwnPasswordDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

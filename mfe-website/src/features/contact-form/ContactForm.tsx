import { useReducer, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  api,
  Button,
  isApiError,
  Link,
  PRIVACY_POLICY_PATH,
  styled,
  translate,
  useTranslation,
} from '@theke/ui';
import { Checkbox, Input } from '@theke/ui/forms';
import type { UploadedFile } from '../media';
import {
  canGoBack,
  contactFormReducer,
  fieldErrorsFrom,
  INITIAL_STATE,
  UPLOAD_ACCEPT,
  validateContactFields,
  type ContactField,
} from './contact-form-state';
import { uploadFile } from './upload-file';

const Form = styled.form`
  max-width: 40rem;
`;

const Textarea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 8rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.875rem;
  }
`;

const Files = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
  button {
    margin-left: 0.5rem;
  }
`;

const Status = styled.div`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin-top: 0;
  }
`;

interface AttachedFile {
  name: string;
  upload: UploadedFile;
}

/** SPEC §5 contact form with 'Bilder-Upload' and the §4 status flow. */
export function ContactForm() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_STATE);
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [uploading, setUploading] = useState(0);
  const { fields, errors, status } = state;

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const target = event.target;
    dispatch({ type: 'change', field, value: target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value });
  };

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    setUploading((count) => count + chosen.length);
    await Promise.all(
      chosen.map(async (file) => {
        try {
          const upload = await uploadFile(file);
          setFiles((current) => [...current, { name: file.name, upload }]);
        } catch {
          // SPEC §8: the chosen file cannot be processed (too large or type not recognised).
          window.alert(t('contactForm.uploadFailed', { name: file.name }));
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateContactFields(fields, {
      notBlank: t('contactForm.notBlank'),
      email: t('contactForm.invalidEmail'),
    });
    if (Object.keys(invalid).length > 0) {
      dispatch({ type: 'invalid', errors: invalid });
      return;
    }
    dispatch({ type: 'submit' });
    try {
      await api.post(
        '/api/custom/contact-form',
        { ...fields, firstName: fields.firstName || null, uploads: files.map((file) => file.upload) },
        { fallbackMessage: translate('contactForm.errorFallback'), redirectOnUnauthorized: false },
      );
      setFiles([]);
      dispatch({ type: 'success' });
    } catch (error) {
      const message = isApiError(error) ? error.message : t('contactForm.errorFallback');
      dispatch({ type: 'failure', message, errors: isApiError(error) ? fieldErrorsFrom(error.errors) : {} });
    }
  };

  if (status.kind !== 'none') {
    return (
      <Status data-testid="contact-form-status" role="status" aria-live="polite">
        {status.kind === 'pending' ? <h3>{t('contactForm.pendingTitle')}</h3> : null}
        {status.kind === 'success' ? (
          <>
            <h3>{t('contactForm.successTitle')}</h3>
            <p>{t('contactForm.successText')}</p>
          </>
        ) : null}
        {status.kind === 'error' ? (
          <>
            <h3>{t('contactForm.errorTitle')}</h3>
            <Alert variant="danger">{status.message}</Alert>
          </>
        ) : null}
        {canGoBack(status) ? (
          <Button type="button" onClick={() => dispatch({ type: 'back' })}>
            {t('layout.back')}
          </Button>
        ) : null}
      </Status>
    );
  }

  return (
    <Form noValidate onSubmit={submit} data-testid="contact-form" aria-label={t('contactForm.title')}>
      <Input label={t('contactForm.firstName')} name="firstName" autoComplete="given-name" value={fields.firstName} onChange={change('firstName')} error={errors.firstName} />
      <Input label={t('contactForm.lastName')} name="lastName" autoComplete="family-name" required value={fields.lastName} onChange={change('lastName')} error={errors.lastName} />
      <Input label={t('contactForm.email')} name="email" type="email" autoComplete="email" required value={fields.email} onChange={change('email')} error={errors.email} />
      <Input label={t('contactForm.phone')} name="phone" type="tel" autoComplete="tel" required value={fields.phone} onChange={change('phone')} error={errors.phone} />
      <FieldBox>
        <label htmlFor="contact-comment">{t('contactForm.comment')}</label>
        <Textarea id="contact-comment" name="comment" required value={fields.comment} onChange={change('comment')} $invalid={Boolean(errors.comment)} aria-invalid={Boolean(errors.comment)} />
        {errors.comment ? <span className="error" role="alert">{errors.comment}</span> : null}
      </FieldBox>
      <FieldBox>
        <label htmlFor="contact-uploads">{t('contactForm.upload')}</label>
        <input id="contact-uploads" name="uploads" type="file" multiple accept={UPLOAD_ACCEPT} onChange={attach} />
        {errors.uploads ? <span className="error" role="alert">{errors.uploads}</span> : null}
        {files.length > 0 ? (
          <Files data-testid="contact-form-files">
            {files.map((file) => (
              <li key={file.upload.id}>
                {file.name}
                <Button type="button" $variant="link" onClick={() => setFiles((current) => current.filter((other) => other !== file))}>
                  {t('contactForm.removeFile')}
                </Button>
              </li>
            ))}
          </Files>
        ) : null}
      </FieldBox>
      {/* SPEC §5: the data protection checkbox is not marked required in markup. */}
      <Checkbox
        name="dataProtection"
        checked={fields.dataProtection}
        onChange={change('dataProtection')}
        error={errors.dataProtection}
        label={
          <>
            {t('contactForm.dataProtectionBefore')}
            <Link to={PRIVACY_POLICY_PATH} target="_blank">
              {t('contactForm.dataProtectionLink')}
            </Link>
            {t('contactForm.dataProtectionAfter')}
          </>
        }
      />
      <Button type="submit" disabled={uploading > 0}>
        {t('contactForm.submit')}
      </Button>
    </Form>
  );
}

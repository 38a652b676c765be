/**
 * The branch's API key (the `apiKey` editor): administrators see it masked, can show and copy it,
 * and rotate it; the new key is saved with the form (a PUT of the branch, docs/adr/0005). A new
 * branch gets its key from the server on its first save.
 */
import { useState } from 'react';
import type { TextField } from '@theke/contracts';
import { Button, styled, useTranslation } from '@theke/ui';
import { FieldFrame, Hint, Row, type FieldEditorProps } from '../../forms';
import { maskedKey, newApiKey } from '../api-key';

const Key = styled.code`
  padding: 0.4rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  word-break: break-all;
`;

export default function ApiKeyEditor({ field, value, onChange, path, errors, disabled }: FieldEditorProps<TextField>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const key = typeof value === 'string' ? value : '';
  return (
    <div style={{ marginBottom: '1.25rem' }} data-testid="branch-api-key">
      <FieldFrame label={field.label} hint={field.help} error={errors[path]}>
        {key === '' ? (
          <Hint>{t('branchForm.apiKeyOnSave')}</Hint>
        ) : (
          <Row>
            <Key data-testid="branch-api-key-value">{shown ? key : maskedKey(key)}</Key>
            <Button $variant="link" onClick={() => setShown(!shown)}>
              {shown ? t('branchForm.hideKey') : t('branchForm.showKey')}
            </Button>
            <Button
              $variant="link"
              onClick={() =>
                void navigator.clipboard?.writeText(key).then(
                  () => setCopied(true),
                  () => setShown(true),
                )
              }
            >
              {copied ? t('branchForm.copied') : t('branchForm.copyKey')}
            </Button>
            {disabled ? null : (
              <Button
                $variant="secondary"
                onClick={() => {
                  if (!window.confirm(t('branchForm.confirmRotate'))) return;
                  onChange(newApiKey());
                  setShown(true);
                  setCopied(false);
                }}
              >
                {t('branchForm.rotateKey')}
              </Button>
            )}
          </Row>
        )}
      </FieldFrame>
    </div>
  );
}

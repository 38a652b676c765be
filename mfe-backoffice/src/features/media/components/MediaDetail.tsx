/**
 * One file of the library: a bigger preview, the alt text of an image, where it is used
 * ("Verwendet auf: …") and its deletion, which the server refuses (409, German) while in use.
 */
import { useState } from 'react';
import { mediaUsageSummary } from '@theke/contracts';
import { imageUrl } from '@theke/domain';
import { Alert, Button, styled, useTranslation } from '@theke/ui';
import { Input } from '@theke/ui/forms';
import { useDeleteMedia, useSaveAlt, useUsages } from '../api/use-media';
import { entryName, isUpload, kilobytes, thumbnailOf, type LibraryEntry, type MediaKind } from '../media-files';

const Panel = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  display: grid;
  gap: 0.75rem;
  align-content: start;
  img { max-width: 100%; max-height: 16rem; object-fit: contain; background: ${({ theme }) => theme.colors.surface}; }
  h3 { margin: 0; word-break: break-word; }
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface MediaDetailProps {
  kind: MediaKind;
  entry: LibraryEntry;
  onClose: () => void;
  onDeleted: (name: string) => void;
}

export function MediaDetail({ kind, entry, onClose, onDeleted }: MediaDetailProps) {
  const { t } = useTranslation();
  const usages = useUsages(kind, entry.id);
  const saveAlt = useSaveAlt(kind);
  const remove = useDeleteMedia(kind);
  const [alt, setAlt] = useState(isUpload(entry) ? '' : entry.alt ?? '');
  const name = entryName(entry);

  const confirmAndDelete = () => {
    if (!window.confirm(t('media.confirmDelete', { name }))) return;
    remove.mutate(entry.id, { onSuccess: () => onDeleted(name) });
  };

  return (
    <Panel data-testid="media-detail" aria-label={name}>
      <img src={isUpload(entry) ? thumbnailOf(entry) : imageUrl(entry, 'tiny')} alt={isUpload(entry) ? '' : entry.alt ?? ''} />
      <h3>{name}</h3>
      <p>
        {isUpload(entry)
          ? t('media.fileSize', { kilobytes: kilobytes(entry.size) })
          : t('media.size', { width: entry.width, height: entry.height, kilobytes: kilobytes(entry.size) })}
      </p>
      {isUpload(entry) ? (
        <a href={entry.url} target="_blank" rel="noreferrer">
          {t('media.open')}
        </a>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            saveAlt.mutate({ id: entry.id, alt });
          }}
        >
          <Input label={t('media.alt')} value={alt} maxLength={255} onChange={(event) => setAlt(event.target.value)} />
          <Actions>
            <Button type="submit" disabled={saveAlt.isPending}>
              {t('media.save')}
            </Button>
          </Actions>
          {saveAlt.isSuccess ? <Alert variant="success">{t('media.saved')}</Alert> : null}
          {saveAlt.error ? <Alert variant="danger">{saveAlt.error.message}</Alert> : null}
        </form>
      )}
      <p data-testid="media-usage">
        {usages.isPending
          ? t('media.usageLoading')
          : usages.data && usages.data.length > 0
            ? mediaUsageSummary(usages.data)
            : usages.data
              ? t('media.unused')
              : null}
      </p>
      {usages.error ? <Alert variant="danger">{usages.error.message}</Alert> : null}
      <Actions>
        <Button $variant="secondary" onClick={confirmAndDelete} disabled={remove.isPending}>
          {t('media.delete')}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          {t('media.close')}
        </Button>
      </Actions>
      {remove.error ? (
        <Alert variant="danger">{remove.error.message}</Alert>
      ) : null}
    </Panel>
  );
}

/**
 * Drag and drop (or choose) many files at once; each is sent on its own with a progress bar
 * (issue 20). Images join the images, everything else the files; a refused file shows the
 * server's German reason beside its name, the others go on.
 */
import { useRef, useState, type DragEvent } from 'react';
import { Button, isApiError, styled, translate, useQueryClient, useTranslation } from '@theke/ui';
import { libraryOf, MEDIA_URLS, type LibraryEntry } from '../media-files';
import { postWithProgress, readAsDataUrl } from '../upload-with-progress';

interface Transfer {
  key: string;
  name: string;
  share: number;
  state: 'sending' | 'done' | 'failed';
  message?: string;
}

const Zone = styled.div<{ $over: boolean }>`
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.info : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $over }) => ($over ? theme.colors.surface : 'transparent')};
  padding: 1.5rem;
  text-align: center;
  display: grid;
  gap: 0.5rem;
  justify-items: center;
  p { margin: 0; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

const Transfers = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li { display: grid; gap: 0.25rem; }
  progress { width: 100%; }
  [data-state='failed'] { color: ${({ theme }) => theme.colors.danger}; }
`;

let transferCount = 0;

export function UploadDropZone({ onUploaded }: { onUploaded?: (entry: LibraryEntry) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [transfers, setTransfers] = useState<Transfer[]>([]);

  const update = (key: string, change: Partial<Transfer>) =>
    setTransfers((all) => all.map((transfer) => (transfer.key === key ? { ...transfer, ...change } : transfer)));

  const send = async (file: File, key: string) => {
    const kind = libraryOf(file);
    try {
      const entry = await postWithProgress<LibraryEntry>(
        MEDIA_URLS[kind],
        { data: await readAsDataUrl(file), name: file.name },
        (share) => update(key, { share }),
      );
      update(key, { state: 'done', share: 1 });
      onUploaded?.(entry);
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : translate('media.uploadFailedFallback');
      update(key, { state: 'failed', message });
    } finally {
      await client.invalidateQueries({ queryKey: [MEDIA_URLS[kind]] });
    }
  };

  const start = (files: FileList | File[] | null) => {
    const chosen = Array.from(files ?? []);
    const started = chosen.map((file) => ({ key: `t${String((transferCount += 1))}`, name: file.name, share: 0, state: 'sending' as const }));
    setTransfers((all) => [...started, ...all]);
    chosen.forEach((file, index) => void send(file, started[index]?.key ?? ''));
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    start(event.dataTransfer.files);
  };

  return (
    <section>
      <Zone
        data-testid="media-drop-zone"
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>{t('media.dropHere')}</p>
        <Button $variant="secondary" onClick={() => input.current?.click()}>
          {t('media.choose')}
        </Button>
        <small>{t('media.dropHint')}</small>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          data-testid="media-file-input"
          onChange={(event) => {
            start(event.target.files);
            event.target.value = '';
          }}
        />
      </Zone>
      {transfers.length > 0 ? (
        <Transfers aria-label={t('media.choose')}>
          {transfers.map((transfer) => (
            <li key={transfer.key} data-state={transfer.state} data-testid="media-transfer">
              <span>
                {transfer.state === 'failed'
                  ? t('media.uploadFailed', { name: transfer.name, message: transfer.message ?? '' })
                  : t(transfer.state === 'done' ? 'media.uploaded' : 'media.uploading', { name: transfer.name })}
              </span>
              {transfer.state === 'failed' ? null : (
                <progress max={100} value={Math.round(transfer.share * 100)} aria-label={transfer.name} />
              )}
            </li>
          ))}
        </Transfers>
      ) : null}
    </section>
  );
}

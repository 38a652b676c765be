/**
 * Images and files of an entry: the chosen ones as thumbnails or names, a picker over the media
 * library (`/api/images`, `/api/uploads`) and, for images, an upload of a new one (sent as a
 * data URL, as `POST /api/images` takes it). References are stored as SPEC §3 writes them.
 */
import { useRef, useState } from 'react';
import type { Field } from '@theke/contracts';
import { imageUrl, type ImageReference } from '@theke/domain';
import { Alert, Button, api, styled, translate, useQuery, useQueryClient, useTranslation } from '@theke/ui';
import { FieldBox, Row } from './controls';
import { FieldFrame } from './FieldFrame';

type MediaField = Extract<Field, { kind: 'image' | 'images' | 'file' | 'files' }>;

interface MediaEntry {
  id: number;
  version: number;
  extension: string;
  width?: number | null;
  alt?: string | null;
  name?: string | null;
  publicHash?: string;
  mimeType?: string;
}

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  img {
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  figure {
    margin: 0;
    display: grid;
    gap: 0.25rem;
    justify-items: start;
  }
`;

const Library = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: 0.5rem;
  max-height: 20rem;
  overflow: auto;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  button {
    padding: 0;
    border: 2px solid transparent;
    background: none;
    cursor: pointer;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
`;

/** The reference an entry stores of a library image (SPEC §3 image reference). */
export function imageReferenceOf(image: MediaEntry): ImageReference {
  return { id: image.id, version: image.version, extension: image.extension, width: image.width ?? null, alt: image.alt ?? null };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface MediaInputProps {
  field: MediaField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled?: boolean;
}

export function MediaInput({ field, value, onChange, error, disabled }: MediaInputProps) {
  const { t } = useTranslation();
  const isImage = field.kind === 'image' || field.kind === 'images';
  const many = field.kind === 'images' || field.kind === 'files';
  const libraryUrl = isImage ? '/api/images' : '/api/uploads';
  const [browsing, setBrowsing] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const { data: library = [] } = useQuery<MediaEntry[]>({
    queryKey: [libraryUrl],
    enabled: browsing,
    meta: { errorMessage: translate('messages.loadFailed') },
  });
  const chosen = (many ? (Array.isArray(value) ? value : []) : value ? [value] : []) as MediaEntry[];
  const choose = (entry: MediaEntry) => {
    const reference = isImage ? imageReferenceOf(entry) : entry;
    onChange(many ? [...chosen, reference] : reference);
    if (!many) setBrowsing(false);
  };
  const remove = (index: number) => onChange(many ? chosen.filter((_, at) => at !== index) : null);

  const upload = async (files: FileList | null) => {
    setUploadError(null);
    for (const file of Array.from(files ?? [])) {
      try {
        const image = await api.post<MediaEntry>('/api/images', { data: await readAsDataUrl(file), name: file.name });
        choose(image);
      } catch (failure) {
        setUploadError(failure instanceof Error ? failure.message : translate('messages.unknownError'));
      }
    }
    await client.invalidateQueries({ queryKey: [libraryUrl] });
  };

  return (
    <FieldBox>
      <FieldFrame label={field.label} required={field.required} error={error}>
        <Thumbs>
          {chosen.map((entry, index) => (
            <figure key={`${entry.id}-${index}`}>
              {isImage ? <img src={imageUrl(entry, 'thumbnail')} alt={entry.alt ?? ''} /> : <span>{entry.name ?? `#${entry.id}`}</span>}
              {disabled ? null : (
                <Button $variant="link" onClick={() => remove(index)}>
                  {t('forms.removeItem')}
                </Button>
              )}
            </figure>
          ))}
        </Thumbs>
        {disabled ? null : (
          <Row>
            <Button $variant="secondary" onClick={() => setBrowsing(!browsing)}>
              {t('forms.chooseFromLibrary')}
            </Button>
            {isImage ? (
              <>
                <Button $variant="secondary" onClick={() => fileInput.current?.click()}>
                  {t('forms.uploadImage')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  // SPEC §5: image uploads accept .jpg, .jpeg, .png, .gif.
                  accept=".jpg,.jpeg,.png,.gif"
                  multiple={many}
                  onChange={(event) => void upload(event.target.files)}
                />
              </>
            ) : null}
          </Row>
        )}
        {browsing ? (
          <Library>
            {library.map((entry) => (
              <button key={entry.id} type="button" title={entry.name ?? undefined} onClick={() => choose(entry)}>
                {isImage ? <img src={imageUrl(entry, 'thumbnail')} alt={entry.alt ?? entry.name ?? ''} /> : entry.name ?? `#${entry.id}`}
              </button>
            ))}
          </Library>
        ) : null}
        {uploadError ? <Alert variant="danger">{uploadError}</Alert> : null}
      </FieldFrame>
    </FieldBox>
  );
}

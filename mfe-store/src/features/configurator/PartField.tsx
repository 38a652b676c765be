import { useState } from 'react';
import {
  acceptsMultipleFiles,
  formatMoney,
  isAcceptedImageFile,
  isPartRequired,
  toggleMultiselectOption,
  toggleSelectOption,
  uploadAccept,
  type ConfigurablePart,
  type PartOption,
  type PartSelection,
  type UploadReference,
} from '@theke/domain';
import { api, styled, useTranslation } from '@theke/ui';

const Fieldset = styled.fieldset`
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  textarea,
  input[type='text'] {
    width: 100%;
    padding: 0.5rem;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Option = styled.button<{ $chosen: boolean }>`
  display: flex;
  justify-content: space-between;
  width: 100%;
  margin-bottom: 0.375rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  text-align: left;
  cursor: pointer;
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.surface : 'transparent')};
  font-weight: ${({ $chosen }) => ($chosen ? 600 : 400)};
`;

const MODIFIER_SIGN = { add: '+ ', subtract: '− ', overwrite: '' } as const;

function optionPrice(option: PartOption, currency: string): string | null {
  if (option.value === 0 && option.modifier !== 'overwrite') return null;
  return `${MODIFIER_SIGN[option.modifier]}${formatMoney(option.value, currency)}`;
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function uploadFiles(files: readonly File[]): Promise<UploadReference[]> {
  return Promise.all(
    files.map(async (file) => api.post<UploadReference>('/api/uploads', { data: await readDataUrl(file), name: file.name })),
  );
}

interface PartFieldProps {
  part: ConfigurablePart;
  index: number;
  selection: PartSelection;
  currency: string;
  onChange: (selection: PartSelection) => void;
}

/** One configurable part of SPEC §3, with the §5 rules for choosing and uploading. */
export function PartField({ part, index, selection, currency, onChange }: PartFieldProps) {
  const { t } = useTranslation();
  const [uploadState, setUploadState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const id = `part-${index}`;
  const options = part.options ?? [];
  const legend = (
    <legend>
      {part.name}
      {isPartRequired(part) ? ' *' : ` (${t('store.optional')})`}
    </legend>
  );

  if (part.type === 'select' || part.type === 'multiselect') {
    const chosen = (optionIndex: number) =>
      part.type === 'select' ? selection === optionIndex : Array.isArray(selection) && selection.includes(optionIndex);
    const choose = (optionIndex: number) =>
      onChange(part.type === 'select' ? toggleSelectOption(part, selection, optionIndex) : toggleMultiselectOption(selection, optionIndex));
    return (
      <Fieldset data-testid="part-field">
        {legend}
        {part.description ? <p>{part.description}</p> : null}
        {options.map((option, optionIndex) => (
          <Option
            key={option.name}
            type="button"
            $chosen={chosen(optionIndex)}
            aria-pressed={chosen(optionIndex)}
            onClick={() => choose(optionIndex)}
          >
            <span>{option.name}</span>
            <span>{optionPrice(option, currency)}</span>
          </Option>
        ))}
      </Fieldset>
    );
  }

  if (part.type === 'text' || part.type === 'textarea') {
    const value = typeof selection === 'string' ? selection : '';
    return (
      <Fieldset data-testid="part-field">
        {legend}
        {part.description ? <p>{part.description}</p> : null}
        {part.type === 'text' ? (
          <input id={id} type="text" aria-label={part.name} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <textarea id={id} rows={3} aria-label={part.name} value={value} onChange={(event) => onChange(event.target.value)} />
        )}
      </Fieldset>
    );
  }

  const uploads = Array.isArray(selection) ? (selection as readonly UploadReference[]) : [];
  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const isImage = part.type === 'image' || part.type === 'images';
    if (files.length === 0 || (isImage && !files.every((file) => isAcceptedImageFile(file.name)))) {
      setUploadState(files.length === 0 ? 'idle' : 'failed');
      return;
    }
    setUploadState('uploading');
    try {
      const added = await uploadFiles(files);
      onChange(acceptsMultipleFiles(part.type) ? [...uploads, ...added] : added.slice(0, 1));
      setUploadState('idle');
    } catch {
      setUploadState('failed');
    }
  };
  return (
    <Fieldset data-testid="part-field">
      {legend}
      {part.description ? <p>{part.description}</p> : null}
      <input
        id={id}
        type="file"
        aria-label={part.name}
        accept={uploadAccept(part.type) ?? undefined}
        multiple={acceptsMultipleFiles(part.type)}
        onChange={(event) => void onFiles(event.target.files)}
      />
      {uploadState === 'uploading' ? <p>{t('store.uploading')}</p> : null}
      {uploadState === 'failed' ? <p role="alert">{t('store.uploadFailed')}</p> : null}
      {uploads.length > 0 ? <p>{uploads.map((upload) => `${upload.id}.${upload.extension ?? ''}`).join(', ')}</p> : null}
    </Fieldset>
  );
}

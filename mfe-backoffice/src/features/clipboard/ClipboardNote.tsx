/** What the clipboard holds of one kind, with 'Einfügen' where that kind fits; nothing when empty. */
import { Button, formatDateTime, styled, useTranslation } from '@theke/ui';
import type { ClipboardKind } from './clipboard-store';
import { useClipboard } from './use-clipboard';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0;
  padding: 0.5rem 0.75rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.875rem;
`;

interface ClipboardNoteProps<V> {
  kind: ClipboardKind;
  onPaste: (value: V) => void;
  disabled?: boolean;
}

export function ClipboardNote<V>({ kind, onPaste, disabled }: ClipboardNoteProps<V>) {
  const { t } = useTranslation();
  const { item } = useClipboard<V>(kind);
  if (!item) return null;
  return (
    <Note data-testid={`clipboard-${kind}`}>
      <span>
        {t('clipboard.holds', {
          kind: t(`clipboard.kinds.${kind}`),
          label: item.context.label,
          from: item.context.from,
          copiedAt: formatDateTime(item.copiedAt),
        })}
      </span>
      <Button $variant="secondary" disabled={disabled} onClick={() => onPaste(item.value)}>
        {t('clipboard.paste')}
      </Button>
    </Note>
  );
}

/**
 * 'Verfügbar' / 'Ausverkauft' in a product's row: one tap marks it sold out or available again
 * (issue 19). A switch, so its state is announced and a test can read it (aria-checked).
 */
import { styled, useTranslation } from '@theke/ui';
import type { RowActionProps } from '../../entities';
import { useSetAvailability } from '../api/use-availability';

const Switch = styled.button<{ $on: boolean }>`
  min-width: 7.5rem;
  padding: 0.3rem 0.75rem;
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.success : theme.colors.danger)};
  border-radius: 999px;
  background: ${({ $on, theme }) => ($on ? theme.colors.success : theme.colors.background)};
  color: ${({ $on, theme }) => ($on ? theme.colors.inverse : theme.colors.danger)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export function AvailabilityToggle({ entry }: RowActionProps) {
  const { t } = useTranslation();
  const change = useSetAvailability(entry);
  const available = entry.isEnabled === true;
  const name = String(entry.name ?? '');
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={available}
      aria-label={t('products.availableSwitch', { name })}
      title={available ? t('products.markSoldOut', { name }) : t('products.markAvailable', { name })}
      $on={available}
      disabled={change.isPending}
      onClick={() => change.mutate(!available)}
    >
      {available ? t('products.available') : t('products.soldOut')}
    </Switch>
  );
}

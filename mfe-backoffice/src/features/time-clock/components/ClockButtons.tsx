/** The four big clocking buttons; only those the state machine allows in the shown state are enabled. */
import { ACTIVITY_ACTIONS, allowedActivityActions, TIME_TRACKING_ACTION_LABELS, type ActivityAction, type ActivityState } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 1rem 0;
  button {
    min-height: 4.5rem;
    padding: 0.75rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    font-size: 1.35rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.inverse};
    background: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    touch-action: manipulation;
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

export function ClockButtons({
  state,
  disabled,
  onPress,
}: {
  state: ActivityState;
  disabled: boolean;
  onPress: (action: ActivityAction) => void;
}) {
  const { t } = useTranslation();
  const allowed = allowedActivityActions(state);
  return (
    <Grid role="group" aria-label={t('timeClock.actions')} data-testid="time-clock-buttons">
      {ACTIVITY_ACTIONS.map((action) => (
        <button key={action} type="button" disabled={disabled || !allowed.includes(action)} onClick={() => onPress(action)}>
          {TIME_TRACKING_ACTION_LABELS[action]}
        </button>
      ))}
    </Grid>
  );
}

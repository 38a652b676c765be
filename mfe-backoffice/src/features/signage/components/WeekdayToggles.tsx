/**
 * A stream entry's weekdays as seven toggles Mo … So (pressed: the entry plays that day; none
 * pressed: every day). Stored as the multiselect of the description holds them: '1' … '7'.
 */
import { WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES } from '@theke/domain';
import { styled } from '@theke/ui';
import { FieldFrame } from '../../forms';

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0.25rem 0;
  button {
    min-width: 2.75rem;
    padding: 0.35rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

interface WeekdayTogglesProps {
  label: string;
  hint?: string;
  value: unknown;
  error?: string;
  disabled?: boolean;
  onChange: (weekdays: string[]) => void;
}

export function WeekdayToggles({ label, hint, value, error, disabled, onChange }: WeekdayTogglesProps) {
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  const toggle = (day: string) => onChange(DAYS.filter((candidate) => (candidate === day ? !chosen.has(day) : chosen.has(candidate))));
  return (
    <div style={{ marginBottom: '1rem' }}>
      <FieldFrame label={label} hint={hint} error={error}>
        <Toggles role="group" aria-label={label}>
        {DAYS.map((day, index) => (
          <button
            key={day}
            type="button"
            aria-pressed={chosen.has(day)}
            aria-label={WEEKDAY_NAMES[index]}
            disabled={disabled}
            onClick={() => toggle(day)}
          >
            {WEEKDAY_SHORT_NAMES[index]}
          </button>
        ))}
        </Toggles>
      </FieldFrame>
    </div>
  );
}

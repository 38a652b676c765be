import { useEffect, useState } from 'react';
import { canDecreaseAmount, canIncreaseAmount, decreaseAmount, increaseAmount, type AmountBounds } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';
import { amountText } from './configurator-state';

const Stepper = styled.div`
  display: inline-flex;
  align-items: stretch;
  button {
    width: 2.5rem;
    font: inherit;
    font-size: 1.25rem;
    cursor: pointer;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
  input {
    width: 5rem;
    text-align: center;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 0;
    border-right: 0;
  }
`;

interface AmountStepperProps {
  amount: number;
  bounds: AmountBounds;
  onChange: (amount: number) => void;
  /** Free text as typed; parsed with the §5 comma rule when it is committed. */
  onCommitText: (text: string) => void;
}

/** SPEC §5 amount stepper: comma input, clamping, +/- disabled at the bounds. */
export function AmountStepper({ amount, bounds, onChange, onCommitText }: AmountStepperProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(amountText(amount));
  useEffect(() => setText(amountText(amount)), [amount]);
  return (
    <Stepper>
      <button type="button" aria-label={t('store.decrease')} disabled={!canDecreaseAmount(amount, bounds)} onClick={() => onChange(decreaseAmount(amount, bounds))}>
        −
      </button>
      <input
        inputMode="decimal"
        aria-label={t('store.amount')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => onCommitText(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommitText(text);
        }}
        data-testid="amount-input"
      />
      <button type="button" aria-label={t('store.increase')} disabled={!canIncreaseAmount(amount, bounds)} onClick={() => onChange(increaseAmount(amount, bounds))}>
        +
      </button>
    </Stepper>
  );
}

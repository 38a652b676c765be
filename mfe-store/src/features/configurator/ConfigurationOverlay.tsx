import { useState } from 'react';
import {
  amountBounds,
  canGoToNextStep,
  canGoToPreviousStep,
  canSaveItem,
  formatMoney,
  fromCents,
  itemCalculationModel,
  calculationModelPrefix,
  itemGrossCents,
  orderableUnits,
  unitLabel,
  type CartItem,
  type Product,
} from '@theke/domain';
import { Button, Overlay, styled, useTranslation } from '@theke/ui';
import { AmountStepper } from './AmountStepper';
import { newDraft, toCartItem, withAmountText, withPart, withUnit, type ItemDraft } from './configurator-state';
import { PartField } from './PartField';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0;
  select {
    padding: 0.5rem;
    font: inherit;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

interface ConfigurationOverlayProps {
  product: Product;
  currency: string;
  onAdd: (item: CartItem) => void;
  onClose: () => void;
}

/** SPEC §2/§4 product configuration overlay: parts, amount, unit; step-by-step with back/next. */
export default function ConfigurationOverlay({ product, currency, onAdd, onClose }: ConfigurationOverlayProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ItemDraft>(() => newDraft(product));
  const [step, setStep] = useState(0);
  const parts = product.config?.parts ?? [];
  const stepByStep = Boolean(product.isStepByStep) && parts.length > 0;
  const shownParts = stepByStep ? parts.slice(step, step + 1) : parts;
  const firstShown = stepByStep ? step : 0;
  const units = orderableUnits(product);
  const item = toCartItem(product, draft);
  const prefix = calculationModelPrefix(itemCalculationModel(product, draft.unit));
  const gross = formatMoney(fromCents(itemGrossCents(item)), currency);
  const isLastStep = !stepByStep || step === parts.length - 1;

  return (
    <Overlay label={t('store.configure')} onClose={onClose}>
      <div data-testid="configuration-overlay">
        <h2>{product.name}</h2>
        {product.description ? <p>{product.description}</p> : null}
        {stepByStep ? <p data-testid="step-counter">{t('store.step', { n: step + 1, m: parts.length })}</p> : null}
        {shownParts.map((part, offset) => {
          const index = firstShown + offset;
          return (
            <PartField
              key={`${index}-${part.name}`}
              part={part}
              index={index}
              selection={draft.parts[index]}
              currency={currency}
              onChange={(selection) => setDraft((current) => withPart(current, index, selection))}
            />
          );
        })}
        {isLastStep ? (
          <Row>
            <AmountStepper
              amount={draft.amount}
              bounds={amountBounds(product, draft.unit)}
              onChange={(amount) => setDraft((current) => ({ ...current, amount }))}
              onCommitText={(text) => setDraft((current) => withAmountText(product, current, text))}
            />
            {units.length > 1 ? (
              <select aria-label={t('store.unit')} value={draft.unit} onChange={(event) => setDraft((current) => withUnit(product, current, event.target.value))} data-testid="unit-select">
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {unitLabel(unit)}
                  </option>
                ))}
              </select>
            ) : (
              <span>{unitLabel(draft.unit)}</span>
            )}
            {product.isPriceHidden ? null : <strong data-testid="item-price">{prefix ? `${prefix} ${gross}` : gross}</strong>}
          </Row>
        ) : null}
        <Footer>
          {stepByStep && canGoToPreviousStep(step) ? (
            <Button type="button" $variant="secondary" onClick={() => setStep(step - 1)}>
              {t('store.back')}
            </Button>
          ) : (
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t('store.close')}
            </Button>
          )}
          {stepByStep && !isLastStep ? (
            <Button type="button" disabled={!canGoToNextStep(product, draft.parts, step)} onClick={() => setStep(step + 1)}>
              {t('store.next')}
            </Button>
          ) : (
            <Button type="button" disabled={!canSaveItem(item)} onClick={() => onAdd(item)} data-testid="add-to-cart">
              {t('store.addToCart')}
            </Button>
          )}
        </Footer>
      </div>
    </Overlay>
  );
}

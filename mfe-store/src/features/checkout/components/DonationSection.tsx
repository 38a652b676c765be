import { useState } from 'react';
import { DONATION_AMOUNT, donateeSearchText, formatMoney, searchDonatees, toggleDonatee, type Donatee, type Id } from '@theke/domain';
import { Button, Overlay, styled, useTranslation } from '@theke/ui';
import { Input } from '@theke/ui/forms';
import { CheckoutSection, Choices, Note } from './layout';
import type { SectionProps } from './section-props';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
`;

const Option = styled.button<{ $chosen: boolean }>`
  width: 100%;
  margin-bottom: 0.375rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  text-align: left;
  cursor: pointer;
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.surface : 'transparent')};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface DonateeOverlayProps {
  donatees: readonly Donatee[];
  selected: Id | null;
  onSave: (id: Id | null) => void;
  onClose: () => void;
}

/** SPEC §5 donatee search (name or description); a second click on the chosen one clears it; saving applies it (§4). */
function DonateeOverlay({ donatees, selected, onSave, onClose }: DonateeOverlayProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState<Id | null>(selected);
  const results = searchDonatees(donatees, query);
  const empty = donateeSearchText(results);
  return (
    <Overlay label={t('checkout.sections.donation')} onClose={onClose}>
      <div data-testid="donatee-overlay">
        <h2>{t('checkout.donation.choose')}</h2>
        <Input label={t('checkout.donation.search')} type="search" value={query} onChange={(event) => setQuery(event.target.value)} data-testid="donatee-search" />
        {empty ? <Note data-testid="donatee-empty">{empty}</Note> : null}
        <List>
          {results.map((donatee) => (
            <li key={String(donatee.id)}>
              <Option type="button" $chosen={donatee.id === choice} aria-pressed={donatee.id === choice} onClick={() => setChoice(toggleDonatee(choice, donatee.id))}>
                <strong>{donatee.name}</strong>
                {donatee.description ? <small>{donatee.description}</small> : null}
              </Option>
            </li>
          ))}
        </List>
        <Choices>
          <Button $variant="secondary" onClick={onClose}>
            {t('pickers.cancel')}
          </Button>
          <Button onClick={() => onSave(choice)}>{t('pickers.save')}</Button>
        </Choices>
      </div>
    </Overlay>
  );
}

/** SPEC §2 section 8: the donation recipient, chosen in an overlay (donations plugin). */
export function DonationSection({ draft, onChange, donatees, currency }: SectionProps & { donatees: readonly Donatee[]; currency: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const chosen = donatees.find((donatee) => donatee.id === draft.donatee?.id) ?? null;
  return (
    <CheckoutSection title={t('checkout.sections.donation')} testId="checkout-donation">
      <p>{t('checkout.donation.text', { amount: formatMoney(DONATION_AMOUNT, currency) })}</p>
      {chosen ? <p data-testid="donatee-chosen">{t('checkout.donation.selected', { name: chosen.name })}</p> : null}
      <Button $variant="secondary" onClick={() => setOpen(true)} data-testid="donatee-open">
        {chosen ? t('checkout.donation.change') : t('checkout.donation.choose')}
      </Button>
      {isOpen ? (
        <DonateeOverlay
          donatees={donatees}
          selected={chosen?.id ?? null}
          onClose={() => setOpen(false)}
          onSave={(id) => {
            onChange({ donatee: id === null ? null : { id } });
            setOpen(false);
          }}
        />
      ) : null}
    </CheckoutSection>
  );
}

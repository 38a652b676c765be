import { useState } from 'react';
import { Button, Overlay, styled, useTranslation, type Config } from '@theke/ui';
import { Checkbox } from '@theke/ui/forms';
import { CheckoutSection } from './layout';
import type { SectionProps } from './section-props';

const Text = styled.div`
  line-height: 1.5;
`;

const LEGAL = {
  legalInstructions: { text: 'termsAndConditionsText', url: 'termsAndConditions', before: 'checkout.legal.termsBefore', link: 'checkout.legal.termsLink', after: 'checkout.legal.termsAfter' },
  privacyPolicy: { text: 'privacyPolicyText', url: 'privacyPolicy', before: 'checkout.legal.privacyBefore', link: 'checkout.legal.privacyLink', after: 'checkout.legal.privacyAfter' },
} as const;

type LegalField = keyof typeof LEGAL;

/** SPEC §2 section 10: terms and privacy checkboxes, each opening its text overlay (config text) or external link; the server decides (§5). */
export function LegalSection({ draft, onChange, errors, config }: SectionProps & { config: Config | undefined }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState<LegalField | null>(null);
  const link = (field: LegalField) => {
    const legal = LEGAL[field];
    const text = config?.[legal.text];
    const url = config?.[legal.url];
    if (text) {
      return (
        <Button $variant="link" onClick={(event) => {
            // Inside the checkbox label: open the text without ticking the box.
            event.preventDefault();
            setReading(field);
          }} data-testid={`legal-open-${field}`}>
          {t(legal.link)}
        </Button>
      );
    }
    if (typeof url === 'string' && url) {
      return (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t(legal.link)}
        </a>
      );
    }
    return t(legal.link);
  };
  const readingText = reading ? config?.[LEGAL[reading].text] : null;
  return (
    <CheckoutSection title={t('checkout.sections.legal')} testId="checkout-legal">
      {(Object.keys(LEGAL) as LegalField[]).map((field) => (
        <Checkbox
          key={field}
          name={field}
          checked={draft[field]}
          error={errors[field] ?? null}
          onChange={(event) => onChange({ [field]: event.target.checked })}
          data-testid={`legal-${field}`}
          label={
            <>
              {t(LEGAL[field].before)}
              {link(field)}
              {t(LEGAL[field].after)}
            </>
          }
        />
      ))}
      {reading && typeof readingText === 'string' ? (
        <Overlay label={t(LEGAL[reading].link)} onClose={() => setReading(null)}>
          <div data-testid="legal-overlay">
            {/* Rich text sanitised by svc-content when it was saved, as on the legal pages. */}
            <Text dangerouslySetInnerHTML={{ __html: readingText }} />
            <Button onClick={() => setReading(null)}>{t('checkout.legal.close')}</Button>
          </div>
        </Overlay>
      ) : null}
    </CheckoutSection>
  );
}

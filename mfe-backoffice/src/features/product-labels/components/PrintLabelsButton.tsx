/**
 * 'Preisetiketten drucken' for the products chosen in a list (issue 19): the SPEC §9 grid to
 * print on, and the PDF in a new tab. The product list mounts it with its selection.
 */
import { useState } from 'react';
import { Alert, Button, api, isApiError, styled, translate, useTranslation } from '@theke/ui';
import {
  LABEL_LAYOUT_OPTIONS,
  MAX_PRICE_LABELS,
  PopupBlocked,
  labelSelectionProblem,
  printLabels,
  type LabelLayout,
  type LabelPrinting,
} from '../product-labels';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  select {
    padding: 0.5rem;
    font: inherit;
  }
`;

/** The new tab lets go of the PDF's bytes once it has had time to load them. */
const PDF_ADDRESS_LIFETIME_MS = 60_000;

const browserPrinting: LabelPrinting = {
  openTab: () => window.open('', '_blank'),
  download: (url) =>
    api.get<Blob>(url, { responseType: 'blob', fallbackMessage: translate('productLabels.failed') }),
  addressOf: (pdf) => {
    const address = URL.createObjectURL(pdf);
    setTimeout(() => URL.revokeObjectURL(address), PDF_ADDRESS_LIFETIME_MS);
    return address;
  },
};

function failureText(error: unknown): string {
  if (error instanceof PopupBlocked) return translate('productLabels.popupBlocked');
  return isApiError(error) ? error.message : translate('productLabels.failed');
}

export function PrintLabelsButton({ productIds }: { productIds: readonly number[] }) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<LabelLayout>('compact');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = labelSelectionProblem(productIds);

  const print = () => {
    setPending(true);
    setFailure(null);
    // Not awaited here: printLabels opens the tab synchronously, inside this click.
    printLabels(productIds, layout, browserPrinting).then(
      () => setPending(false),
      (error: unknown) => {
        setPending(false);
        setFailure(failureText(error));
      },
    );
  };

  return (
    <div data-testid="print-labels">
      <Row>
        <select
          aria-label={t('productLabels.layout')}
          value={layout}
          onChange={(event) => setLayout(event.target.value as LabelLayout)}
        >
          {LABEL_LAYOUT_OPTIONS.map((option) => (
            <option key={option.layout} value={option.layout}>
              {t(`productLabels.${option.layout}`, { rows: option.rows, columns: option.columns })}
            </option>
          ))}
        </select>
        <Button type="button" disabled={problem !== null || pending} onClick={print}>
          {t('productLabels.print')}
        </Button>
      </Row>
      {problem === 'tooMany' ? (
        <Alert variant="warning">{t('productLabels.tooMany', { limit: MAX_PRICE_LABELS })}</Alert>
      ) : null}
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
    </div>
  );
}

/**
 * Printable QR codes of tables: a preview dialog, and for the printer one A4-sized page per
 * table (`@media print`, docs/adr/0035) with the table's name, the branch and the code that opens
 * the branch's dine-in ordering for that table. Its own chunk, with qrcode-generator.
 */
import { createPortal } from 'react-dom';
import { Button, createGlobalStyle, Overlay, styled, translate, useQuery, useTranslation } from '@theke/ui';
import { REFERENCE_LIST_URLS } from '../../forms';
import { QrCode } from '../../qr-codes';
import { qrPages, type QrBranch, type QrPage, type QrTable } from '../table-qr';

/** On paper only the sheet: the back-office and the dialog are hidden, each table on its own page. */
const PrintOnlySheet = createGlobalStyle`
  [data-print-sheet] { display: none; }
  @media print {
    @page { size: A4; margin: 15mm; }
    body > *:not([data-print-sheet]) { display: none !important; }
    [data-print-sheet] { display: block; }
  }
`;

const Page = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6mm;
  height: 250mm;
  break-after: page;
  text-align: center;
  font-family: ${({ theme }) => theme.fontFamily};
  color: #000;
  h1 {
    margin: 0;
    font-size: 28pt;
  }
  p {
    margin: 0;
    font-size: 14pt;
  }
  svg {
    width: 120mm;
    height: 120mm;
  }
  small {
    font-size: 9pt;
    word-break: break-all;
  }
  &:last-child {
    break-after: auto;
  }
`;

const Preview = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 1rem;
  max-height: 60vh;
  margin: 1rem 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  li {
    display: grid;
    justify-items: center;
    gap: 0.25rem;
    text-align: center;
  }
  svg {
    width: 8rem;
    height: 8rem;
  }
`;

function PrintPages({ pages }: { pages: QrPage[] }) {
  const { t } = useTranslation();
  return createPortal(
    <div data-print-sheet data-testid="table-qr-print">
      {pages.map((page) => (
        <Page key={page.tableId}>
          <h1>{t('tableQr.table', { identifier: page.table })}</h1>
          <p>{page.branch}</p>
          <QrCode text={page.url} label={page.url} />
          <p>{t('tableQr.scan')}</p>
          <small>{page.url}</small>
        </Page>
      ))}
    </div>,
    document.body,
  );
}

export default function TableQrSheet({ tables, onClose }: { tables: readonly QrTable[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: branches = [] } = useQuery<QrBranch[]>({
    queryKey: [REFERENCE_LIST_URLS.branch],
    meta: { errorMessage: translate('messages.loadFailed') },
  });
  const pages = qrPages(window.location.origin, tables, branches);
  return (
    <>
      <PrintOnlySheet />
      <Overlay label={t('tableQr.title')} onClose={onClose}>
        <div data-testid="table-qr-dialog">
          <h2>{t('tableQr.title')}</h2>
          <p>{t('tableQr.hint')}</p>
          {pages.length === 0 ? (
            <p>{t('tableQr.none')}</p>
          ) : (
            <Preview>
              {pages.map((page) => (
                <li key={page.tableId} data-testid="table-qr" data-url={page.url}>
                  <QrCode text={page.url} label={page.url} />
                  <strong>{t('tableQr.table', { identifier: page.table })}</strong>
                  <span>{page.branch}</span>
                </li>
              ))}
            </Preview>
          )}
          <Button disabled={pages.length === 0} onClick={() => window.print()}>
            {t('tableQr.print')}
          </Button>{' '}
          <Button $variant="secondary" onClick={onClose}>
            {t('tableQr.close')}
          </Button>
        </div>
      </Overlay>
      <PrintPages pages={pages} />
    </>
  );
}

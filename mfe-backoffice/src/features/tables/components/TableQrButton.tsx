/** The tables list's print buttons: all listed tables, or one table's code; the sheet loads on click. */
import { lazy, Suspense, useState } from 'react';
import { Button, useTranslation } from '@theke/ui';
import type { QrTable } from '../table-qr';

const TableQrSheet = lazy(() => import('./TableQrSheet'));

export function TableQrButton({ tables, one }: { tables: readonly QrTable[]; one?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant={one ? 'link' : 'secondary'} onClick={() => setOpen(true)} disabled={tables.length === 0}>
        {one ? t('tableQr.printOne') : t('tableQr.printAll')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TableQrSheet tables={tables} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

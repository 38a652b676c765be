/**
 * The tables list's QR actions (the generic list's row and list action slots): one table's code
 * from its row, the chosen tables' codes (all listed tables when none is chosen) from the list.
 */
import { translate, useQuery } from '@theke/ui';
import type { QrTable } from '../table-qr';
import { TableQrButton } from './TableQrButton';

type Stored = Record<string, unknown> & { id: number };

const asTable = (entry: Stored): QrTable => ({
  id: entry.id,
  identifier: String(entry.identifier ?? ''),
  branch: (entry.branch as { id: number } | null | undefined) ?? null,
});

export function TableQrRowAction({ entry }: { entry: Stored }) {
  return <TableQrButton tables={[asTable(entry)]} one />;
}

export function TableQrListAction({ selected }: { selected: readonly number[] }) {
  const { data = [] } = useQuery<Stored[]>({ queryKey: ['/api/tables'], meta: { errorMessage: translate('messages.loadFailed') } });
  const chosen = selected.length > 0 ? data.filter((entry) => selected.includes(entry.id)) : data;
  return <TableQrButton tables={chosen.map(asTable)} />;
}

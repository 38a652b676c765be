/**
 * What a table's QR code says: the absolute address of the branch's store with the table, which
 * the storefront opens with "Dine In" and that table chosen (`/store/{identifier}?table={id}`,
 * docs/adr/0035). The id, not the printed name: renaming a table keeps its printed codes valid.
 */
export interface QrTable {
  id: number;
  identifier: string;
  branch: { id: number } | null;
}

export interface QrBranch {
  id: number;
  identifier: string;
  name: string;
}

export interface QrPage {
  tableId: number;
  table: string;
  branch: string;
  url: string;
}

export function tableOrderUrl(origin: string, branch: Pick<QrBranch, 'identifier'>, table: Pick<QrTable, 'id'>): string {
  return `${origin.replace(/\/+$/, '')}/store/${encodeURIComponent(branch.identifier)}?table=${table.id}`;
}

/** One printed page per table, by branch and table name; tables of no known branch are left out. */
export function qrPages(origin: string, tables: readonly QrTable[], branches: readonly QrBranch[]): QrPage[] {
  const byId = new Map(branches.map((branch) => [branch.id, branch]));
  return tables
    .flatMap((table) => {
      const branch = table.branch ? byId.get(table.branch.id) : undefined;
      return branch ? [{ tableId: table.id, table: table.identifier, branch: branch.name, url: tableOrderUrl(origin, branch, table) }] : [];
    })
    .sort((a, b) => a.branch.localeCompare(b.branch, 'de') || a.table.localeCompare(b.table, 'de', { numeric: true }));
}

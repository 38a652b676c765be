/**
 * One chart of the statistics screen: its heading, the drawing ('Diagramm') or the figures
 * ('Tabelle'), a CSV export of the same table, and SPEC §8's fallback when the figures failed.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Loader, styled, useTranslation } from '@theke/ui';
import type { ChartKind } from '../charts/draw-chart';
import { downloadCsv, type StatisticsTable } from '../statistics-table';
import { ChartCanvas } from './ChartCanvas';
import { HeatMap } from './HeatMap';
import { TableView } from './TableView';

const Box = styled.section`
  min-width: 0;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 0.75rem;
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.25rem;
`;

export type PanelKind = ChartKind | 'heat' | 'list';

export interface ChartPanelProps {
  id: string;
  title: string;
  kind: PanelKind;
  /** null while loading or failed. */
  table: StatisticsTable | null;
  isError: boolean;
  /** What the chart draws, when it is less than the table (the funnel draws counts, not shares). */
  drawn?: StatisticsTable | null;
  /** `statistik-<id>-<from>-<to>.csv`. */
  fileName: string;
  footer?: ReactNode;
}

export function ChartPanel({ id, title, kind, table, drawn, isError, fileName, footer }: ChartPanelProps) {
  const { t } = useTranslation();
  // Lists are tables already; the other kinds start drawn.
  const [asTable, setAsTable] = useState(kind === 'list');
  let body: ReactNode;
  if (isError) body = <Alert variant="danger">{t('messages.statisticsLoad')}</Alert>;
  else if (!table) body = <Loader />;
  else if (table.rows.length === 0) body = <p>{t('statistics.noData')}</p>;
  else if (asTable) body = <TableView table={table} caption={title} />;
  else if (kind === 'heat') body = <HeatMap table={table} label={title} />;
  else body = <ChartCanvas kind={kind === 'list' ? 'bar' : kind} table={drawn ?? table} label={title} />;
  return (
    <Box aria-labelledby={`${id}-title`} data-testid={`statistics-${id}`}>
      <header>
        <h2 id={`${id}-title`}>{title}</h2>
        <Actions>
          {kind !== 'list' ? (
            <>
              <Button $variant="secondary" aria-pressed={!asTable} onClick={() => setAsTable(false)}>
                {t('statistics.chart')}
              </Button>
              <Button $variant="secondary" aria-pressed={asTable} onClick={() => setAsTable(true)}>
                {t('statistics.table')}
              </Button>
            </>
          ) : null}
          <Button
            $variant="secondary"
            disabled={!table || table.rows.length === 0}
            onClick={() => table && downloadCsv(fileName, table)}
          >
            {t('statistics.csv')}
          </Button>
        </Actions>
      </header>
      {body}
      {footer}
    </Box>
  );
}

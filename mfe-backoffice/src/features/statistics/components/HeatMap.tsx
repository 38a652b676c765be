import { styled } from '@theke/ui';
import { cellText, type StatisticsTable } from '../statistics-table';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 6rem repeat(24, minmax(1rem, 1fr));
  gap: 2px;
  font-size: 0.75rem;
  overflow-x: auto;
`;

const Cell = styled.span<{ $share: number }>`
  min-height: 1.25rem;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.info};
  opacity: ${({ $share }) => 0.08 + $share * 0.92};
`;

/**
 * Weekday × hour as shaded cells (darker is more), each cell's figure in its title; drawn without
 * the chart library (Chart.js has no heat map of its own).
 */
export function HeatMap({ table, label }: { table: StatisticsTable; label: string }) {
  const max = Math.max(1, ...table.rows.flatMap((row) => row.slice(1).map((value) => Number(value ?? 0))));
  return (
    <Grid role="img" aria-label={label}>
      <span />
      {table.columns.slice(1).map((column, hour) => (
        <span key={column.label}>{hour % 3 === 0 ? column.label.slice(0, 2) : ''}</span>
      ))}
      {table.rows.map((row) => [
        <span key={row[0]}>{row[0]}</span>,
        ...row
          .slice(1)
          .map((value, hour) => (
            <Cell
              key={`${row[0]} ${hour}`}
              $share={Number(value ?? 0) / max}
              title={`${row[0]}, ${table.columns[hour + 1]?.label ?? ''}: ${cellText(table, hour + 1, value ?? 0)}`}
            />
          )),
      ])}
    </Grid>
  );
}

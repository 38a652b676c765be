import { styled } from '@theke/ui';
import { cellText, type StatisticsTable } from '../statistics-table';

const Scroll = styled.div`
  overflow-x: auto;
  caption {
    /* Named for screen readers; the panel's heading shows the name. */
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.25rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

/** A chart's figures as a table ('Tabelle'), formatted as German readers expect. */
export function TableView({ table, caption }: { table: StatisticsTable; caption: string }) {
  return (
    <Scroll>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cellText(table, index, cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

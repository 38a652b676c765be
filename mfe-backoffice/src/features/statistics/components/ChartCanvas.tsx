import { useEffect, useRef } from 'react';
import { styled, useTheme } from '@theke/ui';
import { drawChart, type ChartKind } from '../charts/draw-chart';
import type { StatisticsTable } from '../statistics-table';

const Frame = styled.div`
  position: relative;
  height: 16rem;
`;

/** A Chart.js canvas drawn anew whenever its table changes; the table view carries the figures for screen readers. */
export function ChartCanvas({
  kind,
  table,
  label,
}: {
  kind: ChartKind;
  table: StatisticsTable;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  useEffect(() => {
    if (!canvas.current) return undefined;
    const colors = [theme.colors.info, theme.colors.warning, theme.colors.success, theme.colors.danger];
    const chart = drawChart(canvas.current, kind, table, colors);
    return () => chart.destroy();
  }, [kind, table, theme]);
  return (
    <Frame>
      <canvas ref={canvas} role="img" aria-label={label} />
    </Frame>
  );
}

/**
 * Line and bar charts drawn by Chart.js (ADR 0044), only the parts these charts use registered
 * (tree-shaken). Imported by the statistics screen alone, which the back-office loads when it is
 * opened: the first screen does not carry the library.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { getFormatLocale } from '@theke/domain';
import { formatCount } from '../statistics-format';
import { cellText, type StatisticsTable } from '../statistics-table';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

export type ChartKind = 'line' | 'bar';

export interface DrawnChart {
  destroy(): void;
}

/** The chart of a table: the first column along the x axis, every other column a data set. */
export function chartConfig(
  kind: ChartKind,
  table: StatisticsTable,
  colors: readonly string[],
): ChartConfiguration<ChartKind> {
  return {
    type: kind,
    data: {
      labels: table.rows.map((row) => row[0]),
      datasets: table.columns.slice(1).map((column, index) => {
        const color = colors[index % colors.length] as string;
        return {
          label: column.label,
          data: table.rows.map((row) => (row[index + 1] as number | null) ?? null),
          borderColor: color,
          backgroundColor: color,
          tension: 0.25,
          pointRadius: table.rows.length > 60 ? 0 : 3,
        };
      }),
    },
    options: {
      locale: getFormatLocale(),
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        y: {
          beginAtZero: true,
          ticks: { callback: (value) => formatCount(Number(value), Number.isInteger(value) ? 0 : 1) },
        },
      },
      plugins: {
        legend: { display: table.columns.length > 2 },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${cellText(table, item.datasetIndex + 1, item.parsed.y ?? null)}`,
          },
        },
      },
    },
  };
}

export function drawChart(
  canvas: HTMLCanvasElement,
  kind: ChartKind,
  table: StatisticsTable,
  colors: readonly string[],
): DrawnChart {
  return new Chart(canvas, chartConfig(kind, table, colors));
}

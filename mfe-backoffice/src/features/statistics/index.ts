/** The back-office statistics (issue 22, ADR 0043): `#/statistics`, loaded when opened. */
export { statisticsSection } from './statistics-section';
// For the dashboard's summary (no chart library: the screen and Chart.js stay in their chunk).
export { useStatistic, type StatisticsFilter } from './api/use-statistics';
export type { StatisticsAnswer } from './statistics-figures';
export { changePercent, formatChange, formatCount } from './statistics-format';

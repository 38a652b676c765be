/** The back-office statistics (issue 22, ADR 0043): `#/statistics`, loaded when opened. */
export { statisticsSection } from './statistics-section';

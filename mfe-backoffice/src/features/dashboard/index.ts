/** The back-office dashboard `#/dashboard` (issue 19). */
export { DashboardScreen } from './components/DashboardScreen';

/** The audit log (issue 19, SPEC §7 GET /logs): every staff change, for administrators. */
export { LogsScreen } from './components/LogsScreen';
export { logsSection } from './logs-section';
// What the dashboard's latest changes reuse: the query, and the entries formatted as this screen does.
export {
  ACTION_TEXTS,
  authorOf,
  EMPTY_LOG_FILTER,
  EMPTY_VALUE,
  loggedAt,
  logQuery,
  LOGS_URL,
} from './log-entries';
export { useEntityLabel } from './components/use-entity-label';

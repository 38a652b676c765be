// @theke/svc-content/testing: the content service on throwaway storage and the helpers its tests
// share (never imported by production code).
export * from './test-service';
export * from './signage';
export * from './published-events';
export { analyticsIngestOf } from '../analytics/analytics-ingest';

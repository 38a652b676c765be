// @theke/svc-catalog/testing: the catalogue service on a throwaway database, payloads and the label
// PDF reader its tests share (never imported by production code).
export * from './test-service';
export * from './branch-payloads';
export * from './pdf-text';

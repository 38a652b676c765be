// @theke/svc-workforce/testing: the workforce service with a real catalogue peer on throwaway
// databases, and what its tests read back (never imported by production code).
export * from './test-service';
export * from './month-of-time';
export * from './published-events';

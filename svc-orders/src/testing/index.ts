// @theke/svc-orders/testing: the orders test platform (svc-catalog and svc-content as real peers,
// local payment fakes), order payloads and the fakes of devices and providers its tests and the
// gateway's fuzz tests and benchmarks share (never imported by production code).
export * from './test-platform';
export { takeawayOrder } from './order-payloads';
export * from './published-events';
export * from './statement-counter';
export * from './fake-sms';
export * from './fake-cloudprnt-printer';

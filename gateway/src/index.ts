export * from './gateway';
export * from './app';
export * from './proxy/service-map';
export { DEMO_USERS, demoClockPath } from './users/demo-users';

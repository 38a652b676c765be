export * from './registry';
export * from './route-kind';

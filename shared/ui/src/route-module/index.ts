export * from './registry';
export * from './route-table';
export * from './route-kind';
export * from './lazy-part';

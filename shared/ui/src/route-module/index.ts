export * from './registry';
export * from './route-kind';
export * from './lazy-part';

// @theke/domain/testing: fixtures for tests of the rules and of the apps that use them (never
// imported by production code; lint checks it, docs/adr/0032-import-boundaries.md).
export * from './fixtures';

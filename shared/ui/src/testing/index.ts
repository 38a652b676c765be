// @theke/ui/testing: helpers for tests of the kit and of the apps (never imported by production
// code). jsdom-polyfills.ts is not re-exported: the root Jest config loads it as a setup file.
export { fakeResponse } from './fake-response';
export { renderWithClient, fakeOnlyTheClock } from './render-with-client';

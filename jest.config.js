// One Jest run over every workspace. swc transforms TypeScript (see docs/adr/0001).
const fs = require('node:fs');
const path = require('node:path');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc.json'), 'utf8'));
const { workspaces } = require('./package.json');
const browserPackages = new Set(['shared/ui', 'shell', 'mfe-store', 'mfe-website', 'mfe-backoffice', 'mfe-signage']);

const projects = workspaces
  .filter((ws) => ws !== 'e2e' && ws !== 'bench' && fs.existsSync(path.join(__dirname, ws, 'src')))
  .map((ws) => ({
    displayName: ws,
    rootDir: path.join(__dirname, ws),
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    testEnvironment: browserPackages.has(ws) ? 'jsdom' : 'node',
    testTimeout: 60_000,
    // jsdom lacks TextEncoder/TextDecoder, which react-router needs when it loads.
    // Every German text bundle is registered up front, as the apps do when their routes load.
    setupFiles: browserPackages.has(ws)
      ? [path.join(__dirname, 'shared/ui/src/testing/jsdom-polyfills.ts'), path.join(__dirname, 'shared/ui/src/texts/register-all.ts')]
      : [],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] },
    moduleNameMapper: { '\\.(css|svg|png|jpg|woff2?)$': '<rootDir>/../' + (ws.includes('/') ? '../' : '') + 'scripts/jest-asset-stub.js' },
  }));

// Repository-level checks (deployment files, the start command) live in scripts/.
projects.push({
  displayName: 'platform',
  rootDir: __dirname,
  testMatch: ['<rootDir>/scripts/**/*.test.ts'],
  testEnvironment: 'node',
  testTimeout: 300_000,
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] },
});

module.exports = {
  projects,
  coverageProvider: 'v8',
  // Issue 6: the business rules stay at least 95% covered; `npm test` reports and enforces it.
  collectCoverageFrom: ['shared/domain/src/**/*.ts', '!shared/domain/src/**/*.test.ts', '!shared/domain/src/testing/**'],
  coverageReporters: ['text-summary', 'text'],
  coverageThreshold: { './shared/domain/src/': { lines: 95, branches: 95, functions: 95, statements: 95 } },
  // Three workers on two cores: the service tests spend most of their time waiting for
  // PostgreSQL, RabbitMQ and their own timers (a full run's workers used 6.5 CPU minutes in 15.6).
  maxWorkers: 3,
  testSequencer: '<rootDir>/scripts/jest-sequencer.js',
  testTimeout: 60_000,
};

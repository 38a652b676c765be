// One lint setup for every package (typescript-eslint, React hooks in the browser packages).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createBoundariesPlugin } from './scripts/eslint/import-boundaries.mjs';

// Package boundaries (docs/adr/0032): entries only, apps → shared/, no service → service or
// remote → remote, features through their index.ts, test helpers in src/testing/.
const boundaries = createBoundariesPlugin({ repoRoot: path.dirname(fileURLToPath(import.meta.url)) });

// One date toolkit (docs/adr/0026): moment stays installed as Sequelize's dependency, so an import
// would resolve; it and the other date libraries are refused in our code.
const dateLibraries = ['moment', 'moment-timezone', 'dayjs', 'date-fns', 'luxon'].map((name) => ({
  name,
  message: 'Dates and times go through @theke/domain (business-time, formats): one date toolkit, ADR 0026.',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '.data/**', '**/*.js', '**/*.mjs', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: dateLibraries }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { theke: boundaries },
    rules: { 'theke/import-boundaries': 'error', 'theke/test-helper-location': 'error' },
  },
  {
    files: ['shell/**/*.tsx', 'mfe-*/**/*.tsx', 'shared/ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Router and react-query travel inside the @theke/ui singleton (ADR 0011): importing them
    // directly in an app would load a second copy. Texts come from @theke/ui's useTranslation.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router-dom', 'react-router', '@tanstack/react-query'].map((name) => ({
              name,
              message: 'Import it from @theke/ui, which shares one copy across remotes.',
            })),
            // This block's list replaces the one above for these files.
            ...dateLibraries,
          ],
        },
      ],
    },
  },
);

import type { Page } from '@playwright/test';
import { expect, logIn, openPage, test } from '../support/fixtures';

/**
 * Shared as packages. react-router-dom and @tanstack/react-query travel inside the @theke/ui
 * singleton (ADR 0011): that they work in every remote is what the journeys below prove.
 */
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'styled-components', 'i18next', '@theke/ui'];

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
}

/** Every version each shared package has in the page's federation share scope. */
async function shareScope(page: Page): Promise<Record<string, ShareEntry[]>> {
  return page.evaluate(() => {
    type Versions = Record<string, { from: string; loaded?: boolean }>;
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } })
      .__FEDERATION__;
    const result: Record<string, { version: string; from: string; loaded: boolean }[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            (result[name] ??= []).push({ version, from: entry.from, loaded: Boolean(entry.loaded) });
          }
        }
      }
    }
    return result;
  });
}

/** The remotes' own copies of the shared packages (fallback chunks), from their mf-manifest.json. */
async function fallbackChunks(page: Page, app: string): Promise<string[]> {
  const manifest = (await (await page.request.get(`/assets/${app}/mf-manifest.json`)).json()) as {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]).map((file) => `/assets/${app}/${file}`);
}

async function expectOneCopyEach(page: Page): Promise<void> {
  const scope = await shareScope(page);
  for (const name of SINGLETONS) {
    expect(scope[name], name).toHaveLength(1);
    expect(scope[name]?.[0]?.from, name).toBe('shell');
  }
}

test.describe('shared singletons (ARCHITECTURE "Frontend rules")', () => {
  test('every remote runs on the shell’s one copy of React and the other singletons', async ({ page, pageErrors }) => {
    // Remotes built for the shell bundle no copy of a singleton (`import: false`, ADR 0051), so
    // none can load one: every shared package comes from the shell's share scope.
    for (const app of ['mfe-store', 'mfe-website', 'mfe-backoffice', 'mfe-signage']) {
      expect(await fallbackChunks(page, app), app).toEqual([]);
    }

    // Storefront: hooks from @theke/ui (translation, react-query, router params) render the branch list.
    await openPage(page, '/');
    await expect(page.getByTestId('branch-counter')).toHaveText(/\d+ von \d+ Filialen werden angezeigt\./);
    await expectOneCopyEach(page);

    // Company website.
    await openPage(page, '/leistungen');
    await expect(page.getByTestId('site-page')).toBeVisible();
    await expectOneCopyEach(page);

    // Back-office, and signage rendered inside it through the shell.
    await logIn(page);
    await expect(page.getByTestId('backoffice-user')).not.toBeEmpty();
    await page.goto('/backend#/signage/tvs');
    await expect(page.getByTestId('signage-admin')).toBeVisible();
    await expectOneCopyEach(page);

    expect(pageErrors).toEqual([]);
  });
});

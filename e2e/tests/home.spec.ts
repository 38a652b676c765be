import type { Page, Route } from '@playwright/test';
import type { InitEntry } from '@theke/contracts';
import { expect, openPage, test } from '../support/fixtures';

interface Branch {
  identifier: string;
  name: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
}

/**
 * SPEC §2: with the home-page plugin and exactly one branch, `/` is the home page. The demo has five
 * branches; this journey sees a one-branch business by answering the guest's reads with the first
 * branch only and the plugin on (the platform's data stay as they are for the other journeys).
 */
async function asSingleBranchBusiness(page: Page, plugins = { enablePluginMapbox: true }): Promise<Branch> {
  let single: Branch | undefined;
  const onlyFirst = (data: unknown) => {
    const branches = data as Branch[];
    single ??= branches[0];
    return branches.slice(0, 1);
  };
  await page.route('**/api/init', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: InitEntry[] };
    for (const entry of body.data) {
      if (entry.url === '/api/branches') entry.data = onlyFirst(entry.data);
      if (entry.url === '/api/config') entry.data = { ...(entry.data as object), enablePluginHomePage: true, ...plugins };
    }
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/branches', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown };
    await route.fulfill({ response, json: { data: onlyFirst(body.data) } });
  });
  await openPage(page, '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  if (!single) throw new Error('the demo has a branch');
  return single;
}

test.describe('home page of a single-branch business (SPEC §2, issue 7)', () => {
  test('shows the three teasers, the hours with the delivery toggle, the contact details and the map fallback', async ({ page, pageErrors }) => {
    const branch = await asSingleBranchBusiness(page);
    const home = page.getByTestId('home-page');
    await expect(page.getByTestId('branch-card')).toHaveCount(0);

    await expect(home.getByTestId('teaser-order')).toHaveText('Online bestellen');
    await expect(home.getByTestId('teaser-order')).toHaveAttribute('href', `/store/${branch.identifier}`);
    await expect(home.getByTestId('teaser-phone')).toHaveAttribute('href', `tel:${branch.phone.replace(/[^\d+]/g, '')}`);
    await expect(home.getByTestId('teaser-directions')).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${branch.latitude},${branch.longitude}`)}`,
    );
    await expect(home.getByTestId('teaser-directions')).toHaveAttribute('target', '_blank');

    // Wien-Mariahilf has separate delivery hours: the toggle switches the table.
    await expect(home.getByRole('heading', { name: 'Öffnungszeiten' })).toBeVisible();
    await expect(home.getByText('07:30 - 18:00').first()).toBeVisible();
    await home.getByTestId('hours-toggle').click();
    await expect(home.getByRole('heading', { name: 'Lieferzeiten' })).toBeVisible();
    await expect(home.getByText('09:00 - 17:00').first()).toBeVisible();
    await home.getByTestId('hours-toggle').click();
    await expect(home.getByRole('heading', { name: 'Öffnungszeiten' })).toBeVisible();

    await expect(home.getByRole('link', { name: branch.phone })).toHaveAttribute('href', /^tel:/);
    await expect(home.getByRole('link', { name: branch.email })).toHaveAttribute('href', `mailto:${branch.email}`);

    // No map token and no consent in the demo: a static fallback linking to directions, never an error.
    await expect(home.getByTestId('map-fallback')).toBeVisible();
    await home.getByTestId('teaser-order').click();
    await expect(page).toHaveURL(new RegExp(`/store/${branch.identifier}$`));
    await expect(page.getByTestId('store-page')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('shows no map without the map plugin, the directions teaser stays (issue 19)', async ({ page, pageErrors }) => {
    await asSingleBranchBusiness(page, { enablePluginMapbox: false });
    const home = page.getByTestId('home-page');
    await expect(home.getByTestId('teaser-directions')).toBeVisible();
    await expect(home.getByTestId('home-map')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

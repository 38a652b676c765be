import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute('content');
}

test.describe('page titles and metadata (SPEC §2)', () => {
  test('follow every route change with title, description, canonical, og and twitter tags', async ({ page, baseURL }) => {
    await openPage(page, '/');
    const shopTitle = (await page.title()).split(' - ').pop() ?? '';
    expect(shopTitle.length).toBeGreaterThan(0);
    const homeDescription = await meta(page, 'meta[name="description"]');
    expect(homeDescription).toBeTruthy();

    // A branch: '{branch name} - {shop title}', canonical and og:url of the branch page.
    const card = page.getByTestId('branch-card').first();
    const branchName = ((await card.locator('h3').textContent()) ?? '').trim();
    await card.click();
    await expect(page).toHaveTitle(`${branchName} - ${shopTitle}`);
    const branchUrl = page.url();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', branchUrl);
    expect(await meta(page, 'meta[property="og:title"]')).toBe(`${branchName} - ${shopTitle}`);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(branchUrl);
    expect(await meta(page, 'meta[name="twitter:title"]')).toBe(`${branchName} - ${shopTitle}`);
    expect(await meta(page, 'meta[name="twitter:url"]')).toBe(branchUrl);

    // Checkout and status titles.
    await page.goto(`${branchUrl}/checkout`);
    await expect(page).toHaveTitle(`Bestellvorgang - ${shopTitle}`);
    await page.goto('/status/unbekannt/unbekannt');
    await expect(page).toHaveTitle(`Bestellstatus - ${shopTitle}`);

    // A site page: '{site title or name} - {shop title}', description from the site or the config.
    await openPage(page, '/leistungen');
    await expect(page).toHaveTitle(new RegExp(` - ${shopTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await meta(page, 'meta[property="og:description"]')).toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/leistungen`);

    // A fixed legal page.
    await page.goto('/site/imprint');
    await expect(page).toHaveTitle(`Impressum - ${shopTitle}`);
  });
});

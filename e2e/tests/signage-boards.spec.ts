import { expect, test } from '../support/fixtures';
import { changeBranch, placeTakeawayOrder, WIEN } from '../support/orders';
import { AdminApi, pairTv, SignageSetup } from '../support/signage';

/**
 * Issue 23, the live boards on a paired TV of Vienna (two browser contexts: the TV and the
 * administrator's API): an order a guest placed appears 'In Zubereitung' once the desk confirms
 * it and 'Abholbereit' once the desk completes it; a product marked sold out leaves the menu
 * board. Vienna takes preorders meanwhile, so orders are accepted at any hour.
 */
test.describe('the live boards of a TV', () => {
  test('the pickup board follows an order confirmed and completed at the desk', async ({ browser, page, pageErrors }) => {
    const admin = await AdminApi.open(browser);
    const setup = new SignageSetup(admin);
    const restoreBranch = await changeBranch(admin, WIEN.id, { isPreorderEnabled: true });
    try {
      const board = await setup.segment('Abholung', { type: 'pickup-board', branch: { id: WIEN.id }, removeAfterMinutes: 5, durationSeconds: 3600 });
      await pairTv(page, setup, await setup.fullScreenProgramme([{ segment: board }], WIEN.id), WIEN.id);
      const shown = page.getByTestId('signage-segment');
      const preparing = shown.getByTestId('signage-pickup-preparing').getByRole('listitem');
      const ready = shown.getByTestId('signage-pickup-ready').getByRole('listitem');
      await expect(shown.getByTestId('signage-pickup-preparing')).toContainText('In Zubereitung');
      await expect(shown.getByTestId('signage-pickup-ready')).toContainText('Abholbereit');

      const order = await placeTakeawayOrder(page, WIEN.id);
      await admin.post(`/api/orders/${order.id}/status/confirm`);
      await expect(preparing.filter({ hasText: order.ticketNumber })).toHaveCount(1);
      await expect(ready.filter({ hasText: order.ticketNumber })).toHaveCount(0);

      await admin.post(`/api/orders/${order.id}/status/completed`);
      await expect(ready.filter({ hasText: order.ticketNumber })).toHaveCount(1);
      await expect(preparing.filter({ hasText: order.ticketNumber })).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await setup.cleanUp();
      await restoreBranch();
      await admin.dispose();
    }
  });

  test('the menu board hides a product the moment it is marked sold out', async ({ browser, page, pageErrors }) => {
    const admin = await AdminApi.open(browser);
    const setup = new SignageSetup(admin);
    let restoreProduct = async () => {};
    try {
      const [menu] = await admin.get<Array<{ id: number }>>(`/api/branches/${WIEN.id}/menus`);
      expect(menu).toBeDefined();
      const board = await setup.segment('Karte', { type: 'menu-board', branch: { id: WIEN.id }, menu: { id: menu?.id }, durationSeconds: 3600 });
      await pairTv(page, setup, await setup.fullScreenProgramme([{ segment: board }], WIEN.id), WIEN.id);
      const products = page.getByTestId('signage-segment').getByTestId('signage-menu-product');
      await expect(products.first()).toBeVisible();

      // The first product the board shows, found in the catalogue by its name.
      const name = (await products.first().locator('span').textContent())?.trim() ?? '';
      const product = (await admin.get<Array<{ id: number; name: string; isEnabled: boolean }>>('/api/products')).find((candidate) => candidate.name === name);
      expect(product?.isEnabled).toBe(true);
      const named = products.filter({ has: page.getByText(name, { exact: true }) });
      await expect(named).toHaveCount(1);

      await admin.put(`/api/products/${product?.id}`, { isEnabled: false });
      restoreProduct = async () => void (await admin.put(`/api/products/${product?.id}`, { isEnabled: true }));
      await expect(named).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await restoreProduct();
      await setup.cleanUp();
      await admin.dispose();
    }
  });
});

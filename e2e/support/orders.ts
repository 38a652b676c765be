import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, E2E_PORT } from './environment';

/**
 * Issue 8 journeys arrange what a guest cannot: staff changes through the real API (csrf, login,
 * cookie session) in a request context of its own, so the guest's page stays anonymous.
 */
export interface StaffApi {
  put(path: string, body: unknown): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  get(path: string): Promise<unknown>;
  dispose(): Promise<void>;
}

export async function staffApi(): Promise<StaffApi> {
  const context: APIRequestContext = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const csrf = (await (await context.get('/api/csrf')).json()) as { data: { csrfToken: string } };
  const headers = { 'X-CSRF-Token': csrf.data.csrfToken };
  const login = await context.post('/api/login', { data: DEMO_ADMIN, headers });
  expect(login.ok()).toBe(true);
  const call = async (method: 'get' | 'put' | 'post', path: string, body?: unknown) => {
    const response = await context[method](path, { data: body, headers });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: unknown }).data;
  };
  return {
    get: (path) => call('get', path),
    put: (path, body) => call('put', path, body),
    post: (path, body) => call('post', path, body ?? {}),
    dispose: () => context.dispose(),
  };
}

/**
 * Changes branch fields for a journey and returns what restores them. Journeys run at any hour:
 * taking preorders lets a branch accept an order whether or not it is open right now.
 */
export async function changeBranch(staff: StaffApi, id: number, change: Record<string, unknown>): Promise<() => Promise<void>> {
  const before = (await staff.get(`/api/branches/${id}`)) as Record<string, unknown>;
  await staff.put(`/api/branches/${id}`, change);
  const restore = Object.fromEntries(Object.keys(change).map((key) => [key, before[key]]));
  return async () => {
    await staff.put(`/api/branches/${id}`, restore);
  };
}

/** The same for the configuration (POST /api/config replaces only the keys sent). */
export async function changeConfig(staff: StaffApi, change: Record<string, unknown>): Promise<() => Promise<void>> {
  const before = (await staff.get('/api/config')) as Record<string, unknown>;
  await staff.post('/api/config', change);
  const restore = Object.fromEntries(Object.keys(change).map((key) => [key, before[key]]));
  return async () => {
    await staff.post('/api/config', restore);
  };
}

/** Demo branch 1 and product 10 ('Bio-Allzweckreiniger (Abfüllstation)', € 4,90 per litre). */
export const WIEN = { id: 1, identifier: 'wien-mariahilf' } as const;
export const GRAZ = { id: 2, identifier: 'graz-annenstrasse' } as const;

export interface PlacedOrder {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: string;
}

/** A takeaway order placed the way the checkout sends it, for journeys that start on the status page. */
export async function placeTakeawayOrder(page: Page, branchId: number = WIEN.id, lastName = 'Huber'): Promise<PlacedOrder> {
  const response = await page.request.post('/api/orders', {
    data: {
      firstName: 'Eva',
      lastName,
      email: 'eva.huber@example.at',
      phone: '+436641234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      isDelivery: false,
      isDineIn: false,
      branch: { id: branchId },
      items: [{ product: { id: 10 }, amount: 1.5, unit: 'l', parts: [] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const placed = ((await response.json()) as { data: PlacedOrder & { id?: number } }).data;
  const view = (await (await page.request.get(`/api/orders/public/${placed.uid}/${placed.hash}`)).json()) as { data: { id: number } };
  return { ...placed, id: view.data.id };
}

/** Litres of the refill cleaner (product 10, sold by the litre) into the cart of the open store page. */
export async function addRefillCleaner(page: Page, litres: string): Promise<void> {
  await page.getByTestId('product-card').filter({ hasText: 'Bio-Allzweckreiniger' }).click();
  const amount = page.getByTestId('amount-input');
  await amount.fill(litres);
  await amount.press('Enter');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-toggle')).toHaveText('1 Produkt im Warenkorb');
}

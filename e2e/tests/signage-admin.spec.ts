import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';

/**
 * Issue 23 back-office journey: an administrator opens 'Digital Signage', sees its four parts and
 * the TVs panel of the signage remote, and creates a stream of two of the demo's segments,
 * ordered by dragging and dayparted with the weekday toggles. The stream is deleted again, so
 * the other journeys see the demo data as seeded.
 */

interface Named {
  id: number;
  name: string;
}

async function read<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { data: T }).data;
}

async function deleteAsAdmin(page: Page, path: string): Promise<void> {
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
  await page.request.delete(path, { headers: { 'X-CSRF-Token': csrf } });
}

test('an administrator sees the signage parts and creates a dayparted stream of two segments', async ({ page, pageErrors }) => {
  const name = `Stream Journey ${Date.now().toString(36)}`;
  const created: string[] = [];
  await logIn(page);
  const segments = await read<Named[]>(page, '/api/digital-signage-segments');
  expect(segments.length).toBeGreaterThanOrEqual(2);
  const [first, second] = segments as [Named, Named];

  try {
    await page.getByRole('navigation', { name: 'Backend' }).getByRole('link', { name: 'Digital Signage' }).click();
    const parts = page.getByRole('navigation', { name: 'Digital Signage' });
    await expect(parts.getByRole('link')).toHaveText(['Szenen', 'Filmsequenzen', 'Streams', 'TVs']);
    await expect(page.getByTestId('entity-list-scene')).toBeVisible();

    // The TVs: the signage remote's panel inside the back-office, with the demo TVs.
    await parts.getByRole('link', { name: 'TVs' }).click();
    await expect(page.getByTestId('signage-admin')).toBeVisible();
    await expect(page.getByTestId('signage-tv').first()).toBeVisible();
    await expect(page.getByTestId('signage-tv-state').first()).toHaveText(/^(Online|Offline seit .+|Noch nie verbunden)$/);

    // A new stream with two entries.
    await parts.getByRole('link', { name: 'Streams' }).click();
    await page.getByRole('button', { name: 'Neu anlegen' }).click();
    const form = page.getByTestId('entity-form');
    await form.getByLabel('Name *').fill(name);
    const entries = form.getByTestId('stream-entry');
    for (const segment of [first, second]) {
      await form.getByRole('button', { name: 'Filmsequenz hinzufügen' }).click();
      await entries.last().getByLabel('Filmsequenz *').selectOption(String(segment.id));
    }
    await expect(entries).toHaveCount(2);

    // The second entry dragged above the first by its handle.
    const handle = form.getByRole('button', { name: `„${second.name}“ verschieben` });
    const target = entries.first();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the entries are not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 12 });
    await page.mouse.up();
    await expect(entries.first()).toHaveAccessibleName(`Eintrag 1: ${second.name}`);

    // Mornings on weekdays for the first entry.
    await entries.first().getByText('Dauer und Zeiten').click();
    const weekdays = entries.first().getByRole('group', { name: 'Wochentage' });
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']) await weekdays.getByRole('button', { name: day }).click();
    await entries.first().getByLabel('Von', { exact: true }).fill('06:00');
    await entries.first().getByLabel('Bis', { exact: true }).fill('10:30');
    await expect(entries.first().getByTestId('stream-entry-summary')).toHaveText(/Mo–Fr, 06:00–10:30$/);

    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/#\/signage\/streams\/\d+$/);
    const streamId = Number(/#\/signage\/streams\/(\d+)$/.exec(page.url())?.[1]);
    created.push(`/api/digital-signage-streams/${streamId}`);
    const stream = await read<{ name: string; entries: { segment: { id: number }; weekdays: string[]; fromTime: string; toTime: string }[] }>(
      page,
      `/api/digital-signage-streams/${streamId}`,
    );
    expect(stream.name).toBe(name);
    expect(stream.entries.map((entry) => entry.segment.id)).toEqual([second.id, first.id]);
    expect(stream.entries[0]).toMatchObject({ weekdays: ['1', '2', '3', '4', '5'], fromTime: '06:00', toTime: '10:30' });

    // Listed under 'Streams'.
    await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
    await expect(page.getByTestId('entity-list-digital-signage-stream').getByRole('link', { name })).toBeVisible();
  } finally {
    for (const path of created.reverse()) await deleteAsAdmin(page, path);
  }
  expect(pageErrors).toEqual([]);
});

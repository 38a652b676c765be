import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';

/**
 * Issue 21 "Screens", the managers' side: an administrator plans a shift in the week planner by
 * dragging over the demo employee's day, and exports the employee's month as CSV and as PDF.
 * The demo employee 'mitarbeiter' (Max Mitarbeiter) works in 'Unterhaltsreinigung' of
 * Wien-Mariahilf, with shifts this week and next (svc-workforce demo planning).
 */

const EMPLOYEE = { id: 2, username: 'mitarbeiter', name: 'Max Mitarbeiter' };

/** Today in Vienna as the browser's planner sees it. */
function viennaToday(): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const dayMonth = (date: Date) => `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.`;

/** The Wednesday of the week after next: the demo has no shifts there. */
function wednesdayAfterNext(): Date {
  const today = viennaToday();
  const weekday = (today.getUTCDay() + 6) % 7; // Monday 0
  return new Date(today.getTime() + (14 - weekday + 2) * 86_400_000);
}

async function chooseDepartment(page: Page): Promise<void> {
  await page.goto('/backend#/schedules');
  const planner = page.getByTestId('week-planner');
  await planner.getByLabel('Filiale').selectOption({ label: 'Theke Reinigung Wien-Mariahilf' });
  await planner.getByLabel('Abteilung').selectOption({ label: 'Unterhaltsreinigung' });
  await expect(planner.getByRole('rowheader', { name: EMPLOYEE.name })).toBeVisible();
}

test('an administrator plans a shift by dragging over a day of the week planner', async ({ page, pageErrors }) => {
  await logIn(page);
  await chooseDepartment(page);
  const planner = page.getByTestId('week-planner');
  // This week holds the demo shifts of the employee.
  await expect(planner.getByRole('button', { name: new RegExp(`^Schicht von ${EMPLOYEE.name} am `) }).first()).toBeVisible();

  await planner.getByRole('button', { name: 'Nächste Woche' }).click();
  await planner.getByRole('button', { name: 'Nächste Woche' }).click();
  const wednesday = wednesdayAfterNext();
  const band = planner.getByLabel(`Zeitband ${EMPLOYEE.name}, Mi ${dayMonth(wednesday)}`);
  const box = await band.boundingBox();
  if (!box) throw new Error('the day band is not on screen');
  const at = (minutes: number) => box.x + (box.width * minutes) / 1440;
  const y = box.y + box.height / 2;
  await page.mouse.move(at(8 * 60), y);
  await page.mouse.down();
  await page.mouse.move(at(10 * 60), y, { steps: 5 });
  await page.mouse.move(at(12 * 60), y, { steps: 5 });
  await page.mouse.up();

  const dialog = page.getByRole('dialog', { name: 'Schicht anlegen' });
  await expect(dialog.getByLabel('Mitarbeiter *')).toHaveValue(String(EMPLOYEE.id));
  await expect(dialog.getByLabel('Tag *')).toHaveValue(isoDate(wednesday));
  await expect(dialog.getByLabel('Von *')).toHaveValue('08:00');
  await expect(dialog.getByLabel(/^Bis \*/)).toHaveValue('12:00');
  await dialog.getByLabel(/Geplante Pause/).fill('15');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(planner.getByRole('button', { name: `Schicht von ${EMPLOYEE.name} am Mi ${dayMonth(wednesday)}, 08:00–12:00` })).toBeVisible();

  const stored = await page.request.get(`/api/working-schedules?employee=${EMPLOYEE.id}&from=${isoDate(wednesday)}&to=${isoDate(wednesday)}`);
  expect(((await stored.json()) as { data: unknown[] }).data).toEqual([
    expect.objectContaining({ employee: { id: EMPLOYEE.id, username: EMPLOYEE.username }, from: '08:00', to: '12:00', plannedBreakMinutes: 15 }),
  ]);
  expect(pageErrors).toEqual([]);
});

test('an administrator exports the employee’s month as CSV and as PDF', async ({ page, pageErrors }) => {
  await logIn(page);
  await page.goto('/backend#/time-sheets');
  const sheets = page.getByTestId('time-sheets');
  await sheets.getByLabel('Mitarbeiter').selectOption({ label: EMPLOYEE.name });
  await expect(sheets.getByTestId('time-sheet')).toBeVisible();

  const csvLink = sheets.getByRole('link', { name: 'Als CSV exportieren' });
  const pdfLink = sheets.getByRole('link', { name: 'Als PDF exportieren' });
  const month = /month=(\d{4}-\d{2})/.exec((await csvLink.getAttribute('href')) ?? '')?.[1];
  expect(month).toMatch(/^\d{4}-\d{2}$/);

  // The links download with the administrator's session.
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toBe(`stundenzettel-${month}-${EMPLOYEE.username}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toMatch(/^Mitarbeiter;Datum;/);
  expect(lines.filter((line) => line.startsWith(`${EMPLOYEE.username};`)).length).toBeGreaterThan(28);
  expect(lines.some((line) => line.startsWith(`${EMPLOYEE.username};Summe;`))).toBe(true);

  const csvAnswer = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csvAnswer.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const pdfAnswer = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
  expect((await pdfAnswer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pageErrors).toEqual([]);
});

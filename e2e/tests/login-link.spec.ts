import { DEMO_EMPLOYEE } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { receivedMails } from '../support/mailbox';

/** The demo employee's address (gateway/src/users/demo-users.ts). */
const EMPLOYEE_EMAIL = `${DEMO_EMPLOYEE.username}@theke.example`;
const LINK = /(http:\/\/\S+\/backend#\/login-link\/[A-Za-z0-9_-]+)/;

async function loginLinksMailed(): Promise<string[]> {
  const mails = await receivedMails();
  return mails
    .filter((mail) => mail.to.includes(EMPLOYEE_EMAIL) && mail.subject === 'Ihr Anmelde-Link für das Backend')
    .map((mail) => LINK.exec(mail.text)?.[1] ?? '');
}

test.describe('sign-in by login link (issue 19, SPEC §5)', () => {
  test('a staff member asks for a link on /backend, opens it from the mail and is in the back-office; the link works once', async ({
    page,
    browser,
    pageErrors,
  }) => {
    const earlier = (await loginLinksMailed()).length;
    await page.goto('/backend');
    const form = page.getByTestId('login-form');
    await form.getByRole('button', { name: 'Anmelde-Link per E-Mail senden' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Bitte geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein, um einen Anmelde-Link zu erhalten.',
    );
    await page.getByLabel('Benutzername').fill(DEMO_EMPLOYEE.username);
    await form.getByRole('button', { name: 'Anmelde-Link per E-Mail senden' }).click();
    await expect(form.getByRole('status')).toContainText('haben wir Ihnen soeben einen Anmelde-Link gesendet');
    await expect(form.getByRole('alert')).toHaveCount(0);

    await expect.poll(async () => (await loginLinksMailed()).length, { timeout: 15_000 }).toBe(earlier + 1);
    const link = (await loginLinksMailed())[earlier] ?? '';
    expect(link).toMatch(LINK);

    // The mail's link opens in a new tab of the same browser.
    const tab = await page.context().newPage();
    await tab.goto(link);
    await expect(tab.getByTestId('backoffice')).toBeVisible();
    await expect(tab).toHaveURL(/\/backend$/);
    const me = await tab.request.get('/api/users/me');
    expect(((await me.json()) as { data: { username: string } }).data.username).toBe(DEMO_EMPLOYEE.username);

    // Opened again, in another browser: the German error on the login form, nobody signed in.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByTestId('login-form').getByRole('alert')).toHaveText('Ungültiger oder abgelaufener Anmelde-Link.');
    await expect(other).toHaveURL(/\/backend$/);
    await expect(other.getByTestId('backoffice')).toHaveCount(0);
    await elsewhere.close();

    // And pasted into the signed-in tab: the error above the back-office, the session unchanged.
    await tab.goto(link);
    await expect(tab.getByRole('alert').filter({ hasText: 'Ungültiger oder abgelaufener Anmelde-Link.' })).toBeVisible();
    await expect(tab.getByTestId('backoffice')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

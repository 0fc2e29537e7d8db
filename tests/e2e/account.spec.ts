import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseLanguage, managerApi, pageScrollWidth, signIn, submitSignIn } from './accounts';

// A person's own account, from the user menu: a new name shows in the top bar at once; a new
// password (after a wrong current one is refused in words) is the only one that signs in.
// Each test brings in a person of its own (invited by the manager), since it changes them.

const FIRST = 'Before#2026';
/** A 1×1 PNG: the page shrinks and re-encodes it in the browser before it is sent. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SECOND = 'After#2026!';

/** A new technician of the manager's first farm, who accepted with FIRST as password. */
async function newTechnician(request: APIRequestContext) {
  const email = `e2e-account-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@farmmaint.app`;
  const { gql, farmId } = await managerApi(request);
  await gql('mutation($input: InviteFarmMemberInput!) { inviteFarmMember(input: $input) { id } }', {
    input: { farmId, email, role: 'TECHNICIAN' },
  });
  const mails: { body: string }[] = await (
    await request.get(`/api/test/outbox?email=${encodeURIComponent(email)}`)
  ).json();
  const token = mails.at(-1)?.body.match(/[?&]token=([\w-]+)/)?.[1];
  const accepted = await request.post(`/api/invitations/${token}/accept`, {
    data: { farmId, name: 'Nadia Before', password: FIRST },
  });
  expect(accepted.ok(), `accepting the invitation of ${email}`).toBe(true);
  return { email, password: FIRST };
}

async function openMyAccount(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('my-account').click();
  await expect(page.getByTestId('page-account')).toBeVisible();
}

test('a person renames themselves and changes their password; only the new one signs in', async ({ page, request }) => {
  test.slow();
  const person = await newTechnician(request);
  await signIn(page, person);
  await openMyAccount(page);
  await expect(page.getByTestId('account-email')).toHaveText(person.email);
  await expect(page.getByTestId('account-role')).toHaveText('Technician');

  await page.getByTestId('account-name').fill('Nadia After');
  await page
    .getByTestId('account-avatar-file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByTestId('account-avatar').locator('img')).toHaveAttribute('src', /^data:image\//);
  await page.getByTestId('account-profile-save').click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  // The top bar shows the new picture and, in its menu, the new name, without a reload.
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /^data:image\//);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('signed-in-name')).toHaveText('Nadia After');
  await page.keyboard.press('Escape');

  const current = page.getByTestId('account-current-password');
  await current.fill('not-my-password');
  await page.getByTestId('account-new-password').fill(SECOND);
  await page.getByTestId('account-confirm-password').fill(SECOND);
  await page.getByTestId('account-password-save').click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await current.fill(FIRST);
  await page.getByTestId('account-password-save').click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await expect(current).toHaveValue('');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await submitSignIn(page, person);
  await expect(page.getByTestId('auth-error')).toHaveText('Wrong email or password.');
  await submitSignIn(page, { ...person, password: SECOND });
  await expect(page.getByTestId('page-dashboard')).toBeVisible();
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page reads right to left and fits the screen', async ({ page, request }) => {
    await signIn(page, await newTechnician(request));
    await chooseLanguage(page, 'ar');
    await openMyAccount(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('page-title')).toHaveText('حسابي');
    await expect(page.getByTestId('account-role')).toHaveText('فني');
    await expect(page.getByTestId('account-password-save')).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  });
});

import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { accounts, managerApi, signIn } from './accounts';

// A farm's manager brings a new technician in by e-mail: the invitation's link (read from the
// outbox, as the password-reset spec reads its mail) opens the accept page, where the person
// chooses a name and a password and lands in the app on that farm only. Made a viewer, the
// same person loses the buttons that change things.

const FARM = 'Green Valley Farm';
const PASSWORD = 'Fresh#2026';
const newAddress = () =>
  `e2e-invited-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@farmmaint.app`;

/** The accept link of the newest invitation mailed to `email` (relative: PUBLIC_URL is unset in tests). */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const mails: { body: string }[] = await (
    await request.get(`/api/test/outbox?email=${encodeURIComponent(email)}`)
  ).json();
  const link = mails.at(-1)?.body.match(/\/accept-invitation\?farm=[\w-]+&token=[\w-]+/)?.[0];
  expect(link, `invitation mailed to ${email}`).toBeTruthy();
  return link!;
}

/** A second person, in a browser of their own. */
async function otherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, reducedMotion: 'reduce' });
  return context.newPage();
}

test('a manager invites a technician, who accepts with a name and a password and sees only that farm', async ({
  page: manager,
  browser,
  request,
}) => {
  test.slow();
  const email = newAddress();
  await signIn(manager, accounts.manager);
  await expect(manager.getByTestId('farm-name')).toHaveText(FARM);
  await expect(manager.getByTestId('nav-user-management')).not.toHaveCount(0);
  await manager.goto('/user-management');
  await expect(manager.getByTestId('page-user-management')).toBeVisible();

  await manager.getByTestId('member-invite').click();
  await manager.getByTestId('invite-email').fill(email);
  await manager.getByTestId('invite-form-save').click();
  await expect(manager.getByTestId('invite-form')).toBeHidden();
  await manager.getByTestId('user-management-tab-invitations').click();
  const invitation = manager.locator(`[data-testid="invitation-row"][data-email="${email}"]`);
  await expect(invitation.getByTestId('invitation-status')).toHaveText('Pending');

  const person = await otherPerson(browser);
  await person.goto(await invitationLink(request, email));
  await expect(person.getByTestId('accept-farm')).toHaveText(FARM);
  await expect(person.getByTestId('accept-role')).toHaveText('Technician');
  await expect(person.getByTestId('accept-by')).toHaveText('Marc Dubois');
  await person.getByTestId('accept-name').fill('Nadia Invited');
  await person.getByTestId('accept-password').fill(PASSWORD);
  await person.getByTestId('accept-confirm').fill(PASSWORD);
  await person.getByTestId('accept-submit').click();

  await expect(person).toHaveURL(/\/dashboard$/);
  await expect(person.getByTestId('farm-name')).toHaveText(FARM);
  await person.getByTestId('farm-selector').click();
  await expect(person.locator('[data-testid^="farm-option-"]')).toHaveCount(1);
  await expect(person.getByTestId('nav-user-management')).toHaveCount(0);

  // The link was for one use; the manager sees the invitation accepted and the new member.
  await manager.getByTestId('invitations-shown').getByText('All').click();
  await expect(invitation.getByTestId('invitation-status')).toHaveText('Accepted');
  await manager.getByTestId('user-management-tab-members').click();
  const member = manager.locator(`[data-testid="member-row"][data-email="${email}"]`);
  await expect(member.getByTestId('person-name')).toHaveText('Nadia Invited');
  await expect(member.getByTestId('member-role-select')).toContainText('Technician');
  await person.context().close();
});

test('a technician made a viewer by the manager loses the buttons that change things', async ({
  page: manager,
  browser,
  request,
}) => {
  test.slow();
  // Invited and accepted through the API: the first test walks those pages.
  const email = newAddress();
  const { gql, farmId } = await managerApi(request);
  await gql('mutation($input: InviteFarmMemberInput!) { inviteFarmMember(input: $input) { id } }', {
    input: { farmId, email, role: 'TECHNICIAN' },
  });
  const token = new URL(await invitationLink(request, email), 'http://farmmaint').searchParams.get('token');
  const accepted = await request.post(`/api/invitations/${token}/accept`, {
    data: { farmId, name: 'Omar Soon-Viewer', password: PASSWORD },
  });
  expect(accepted.ok()).toBe(true);

  const person = await otherPerson(browser);
  await signIn(person, { email, password: PASSWORD });
  await person.goto('/inventory');
  await person.getByTestId('part-row').first().getByRole('link').click();
  await expect(person.getByTestId('action-issue')).toBeVisible();

  await signIn(manager, accounts.manager);
  await manager.goto(`/user-management?q=${encodeURIComponent(email)}`);
  const member = manager.locator(`[data-testid="member-row"][data-email="${email}"]`);
  await member.getByTestId('member-role-select').click();
  await manager.locator('.ant-select-dropdown:visible').getByTitle('Viewer').click();
  await expect(member.getByTestId('member-role-select')).toContainText('Viewer');

  // The person's next page load asks the server again, which now grants a viewer's rights.
  await person.reload();
  await expect(person.getByTestId('stock-actions')).toBeAttached();
  await expect(person.getByTestId('action-issue')).toHaveCount(0);
  await person.goto('/equipment');
  await expect(person.getByTestId('equipment-table')).toBeVisible();
  await expect(person.getByTestId('equipment-new')).toHaveCount(0);
  await person.context().close();
});

import { expect, test } from '@playwright/test';
import { accounts, managerApi, signIn } from './accounts';

// A farm's manager keeps the work orders' settings: a new remedy on the failure-code list and
// the technician's own hourly rate. A technician is offered no way there, and typing the
// address opens the forbidden page. A machine whose report label went astray gets a new link:
// the old one no longer opens its report page.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

const RATES_QUERY = 'query($farmId: ID!) { labourRates(farmId: $farmId) { person { id name } hourlyRate } }';
const SET_RATE =
  'mutation($farmId: ID!, $userId: ID!, $rate: Float) { setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) { hourlyRate } }';

test('a manager adds a failure code and sets the technician’s rate', async ({ page: manager, request }) => {
  // Sign-in, the list and the settings' two tabs: past a page's budget on a loaded 2-core runner.
  test.slow();
  const { gql, farmId } = await managerApi(request);
  const rates = await gql<{
    labourRates: { person: { id: string; name: string }; hourlyRate: number | null }[];
  }>(RATES_QUERY, { farmId });
  const tech = rates.labourRates.find((rate) => rate.person.name === 'Youssef Benali')!;
  const label = `E2E seal replaced ${unique()}`;

  try {
    await signIn(manager, accounts.manager);
    await manager.goto('/work-orders/corrective');
    await manager.getByTestId('wo-settings').click();
    await expect(manager).toHaveURL(/\/work-orders\/settings$/);
    const settings = manager.getByTestId('page-work-order-settings');
    await expect(settings.getByTestId('page-title')).toHaveText('Work order settings');

    // A remedy: its code follows its name.
    const remedies = settings.getByTestId('settings-codes-REMEDY');
    await remedies.getByTestId('settings-code-new-label').fill(label);
    const code = label.toUpperCase().replace(/ /g, '_');
    await expect(remedies.getByTestId('settings-code-new-code')).toHaveValue(code);
    await remedies.getByTestId('settings-code-add').click();
    await expect(remedies.locator(`[data-testid="settings-code"][data-code="${code}"]`)).toContainText(label);
    // The same code again is refused, in words.
    await remedies.getByTestId('settings-code-new-label').fill(label);
    await remedies.getByTestId('settings-code-add').click();
    await expect(remedies).toContainText(`This list already has the code ${code}.`);

    // The technician's own rate, which the server keeps.
    await settings.getByRole('tab', { name: 'Labour rates' }).click();
    const row = settings.locator('[data-testid="settings-member"][data-person="Youssef Benali"]');
    await row.getByTestId('settings-member-rate-open').click();
    await row.getByTestId('settings-member-rate-input').fill('62.5');
    await row.getByTestId('settings-member-rate-edit-save').click();
    await expect(row.getByTestId('settings-member-rate')).toContainText('62.50');
    await expect(row.getByTestId('settings-member-effective')).toContainText('62.50');
    const saved = await gql<typeof rates>(RATES_QUERY, { farmId });
    expect(saved.labourRates.find((rate) => rate.person.id === tech.person.id)?.hourlyRate).toBe(62.5);
  } finally {
    // Other specs log the technician's time: their rate goes back to what it was.
    await gql(SET_RATE, { farmId, userId: tech.person.id, rate: tech.hourlyRate });
  }
});

test('a technician is offered no settings, and typing their address opens the forbidden page', async ({
  page: technician,
}) => {
  await signIn(technician, accounts.tech);
  await technician.goto('/work-orders/corrective');
  await expect(technician.getByTestId('wo-export')).toBeVisible();
  await expect(technician.getByTestId('wo-settings')).toHaveCount(0);
  await technician.goto('/work-orders/settings');
  await expect(technician.getByTestId('forbidden')).toBeVisible();
  await expect(technician.getByTestId('settings-codes-PROBLEM')).toHaveCount(0);
});

test('a manager rotates a machine’s report link: the old link no longer opens its report page', async ({
  browser,
  request,
}) => {
  const { gql, farmId } = await managerApi(request);
  const code = `E2E-RL-${unique()}`;
  const { createEquipment: machine } = await gql<{ createEquipment: { id: string; requestLink: string } }>(
    'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id requestLink } }',
    { input: { farmId, code, name: 'E2E mower', category: 'OTHER', meterUnit: 'NONE' } },
  );
  const oldLink = machine.requestLink;

  const manager = await browser.newPage();
  await signIn(manager, accounts.manager);
  await manager.goto(`/equipment/${machine.id}`);
  await manager.getByTestId('equipment-label').click();
  const report = manager.getByTestId('equipment-label-report');
  await expect(report).toHaveAttribute('data-url', new RegExp(`${oldLink}$`));
  await manager.getByTestId('equipment-label-rotate').click();
  await expect(manager.getByTestId('confirm-dialog')).toContainText('labels already printed');
  await manager.getByTestId('confirm-ok').click();
  await expect(report).not.toHaveAttribute('data-url', new RegExp(`${oldLink}$`));
  const newUrl = (await report.getAttribute('data-url'))!;
  const newLink = new URL(newUrl).pathname;
  expect(newLink).toMatch(/^\/report\/[\w-]{24}$/);
  await manager.close();

  // Someone scanning an old label: no account, the report page says the link is unknown.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(oldLink);
  await expect(page.getByTestId('report-missing')).toBeVisible();
  await expect(page.getByTestId('report-machine')).toHaveCount(0);
  await page.goto(newLink);
  await expect(page.getByTestId('report-machine')).toHaveText(`${code} — E2E mower`);
  await phone.close();
});

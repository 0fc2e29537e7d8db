import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { accounts, managerApi, pageScrollWidth, signIn } from './accounts';

// A breakdown reported by someone without an account: they scan the machine's "report a
// problem" code with a phone (390 px), say what is wrong, that it is stopped, add a photo and
// their name; the farm's manager sees the request in the inbox, approves it, and the machine
// is DOWN under a new corrective order.

test('a breakdown reported from the public link on a phone, approved by the manager: the machine is DOWN', async ({
  browser,
  request,
}) => {
  const { gql, farmId } = await managerApi(request);
  const code = `E2E-RQ-${Date.now().toString(36)}`.toUpperCase();
  const { createEquipment: machine } = await gql<{ createEquipment: { id: string; requestLink: string } }>(
    'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id requestLink } }',
    { input: { farmId, code, name: 'E2E baler', category: 'OTHER', meterUnit: 'NONE' } },
  );
  expect(machine.requestLink).toMatch(/^\/report\/[\w-]{24}$/);

  // The reporter: a phone, no account, no GraphQL.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  const graphqlCalls: string[] = [];
  page.on('request', (sent) => sent.url().includes('/graphql') && graphqlCalls.push(sent.url()));
  await page.goto(machine.requestLink);
  await expect(page.getByTestId('report-machine')).toHaveText(`${code} — E2E baler`);
  await page.getByTestId('report-description').fill('Knotter jams on every bale');
  await page.getByTestId('report-next').click();
  await page.getByTestId('report-stopped-yes').click();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
  await page.getByTestId('report-photo').setInputFiles({ name: 'knotter.png', mimeType: 'image/png', buffer: photo });
  await page.getByTestId('report-name').fill('Youssef');
  await page.getByTestId('report-phone').fill('+212 600 112233');
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await page.getByTestId('report-send').click();
  await expect(page.getByTestId('report-thanks')).toBeVisible();
  expect(graphqlCalls).toEqual([]);
  await phone.close();

  // The manager: the request waits in the inbox, with its photo; approving it opens an order.
  const office = await browser.newContext();
  const manager = await office.newPage();
  await signIn(manager, accounts.manager);
  await manager.goto('/work-orders/requests');
  const row = manager.getByTestId('req-table').locator('tr', { hasText: code });
  await expect(row).toContainText('Knotter jams on every bale');
  await expect(row).toContainText('Youssef · +212 600 112233');
  await expect(row.getByTestId('req-photo')).toBeVisible();
  await row.getByTestId('req-approve').click();
  await expect(manager.getByTestId('req-priority')).toContainText('High');
  await manager.getByTestId('req-approve-dialog-ok').click();
  await manager.getByTestId('req-filter').getByText('All').click();
  const approved = manager.getByTestId('req-table').locator('tr', { hasText: code });
  await expect(approved.getByTestId('req-status')).toContainText(/Approved\s*WO-\d{6}/);

  const { equipment } = await gql<{ equipment: { status: string; workOrders: { equipmentDown: boolean }[] } }>(
    'query($id: ID!) { equipment(id: $id) { status workOrders { equipmentDown } } }',
    { id: machine.id },
  );
  expect(equipment).toEqual({ status: 'DOWN', workOrders: [{ equipmentDown: true }] });
  await office.close();
});

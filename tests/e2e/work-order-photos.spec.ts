import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { accounts, managerApi, pageScrollWidth, signIn, type Account } from './accounts';

// A technician on the job, on a phone (390 px): opens the order assigned to them, says what they
// found and photographs it with the phone's camera; the photo shows as a thumbnail and on the
// order's timeline. Only the farm's people see it: someone of another farm gets nothing.

/** An order of the manager's farm, on one of its machines, assigned to the technician. */
async function seedAssignedOrder(request: APIRequestContext, title: string): Promise<string> {
  const { gql, farmId } = await managerApi(request);
  const { workOrderAssignees, equipmentList } = await gql<{
    workOrderAssignees: { id: string; name: string }[];
    equipmentList: { edges: { node: { id: string } }[] };
  }>(
    `query($farmId: ID!) {
      workOrderAssignees(farmId: $farmId) { id name }
      equipmentList(farmId: $farmId, first: 1) { edges { node { id } } }
    }`,
    { farmId },
  );
  const tech = workOrderAssignees.find((person) => person.name === 'Youssef Benali')!;
  const { createWorkOrder } = await gql<{ createWorkOrder: { id: string } }>(
    'mutation($input: CreateWorkOrderInput!) { createWorkOrder(input: $input) { id } }',
    {
      input: {
        farmId,
        type: 'PREVENTIVE',
        title,
        equipmentId: equipmentList.edges[0].node.id,
        assigneeIds: [tech.id],
      },
    },
  );
  return createWorkOrder.id;
}

/** A REST caller's bearer token. */
async function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const answer = await request.post('/api/auth/sign-in', { data: account });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

test('a technician on a phone comments on an assigned order and adds a photo only its farm can see', async ({
  browser,
  request,
}) => {
  // A phone's whole visit and three sign-ins: ~50 s of the 60 s budget on a loaded 2-core runner.
  test.slow();
  const title = `E2E photo ${Date.now().toString(36)}`;
  const orderId = await seedAssignedOrder(request, title);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  await signIn(page, accounts.tech);
  await page.goto('/work-orders/preventive');
  await page.getByTestId('wo-quick-mine').click();
  await page.getByTestId('wo-card').filter({ hasText: title }).click();
  await expect(page).toHaveURL(`/work-orders/${orderId}`);
  await page.getByRole('tab', { name: 'Comments & photos' }).click();

  await expect(page.getByTestId('wo-gallery')).toContainText('No photos yet.');
  await page.getByTestId('wo-comment-text').fill('Belt worn on the left side, photo attached.');
  await page.getByTestId('wo-comment-send').click();
  const comment = page.getByTestId('wo-comment').last();
  await expect(comment.getByTestId('wo-comment-body')).toHaveText('Belt worn on the left side, photo attached.');
  await expect(comment.getByTestId('wo-comment-author')).toHaveText('Youssef Benali');
  await expect(comment.getByTestId('wo-comment-time')).toHaveText('now');
  await expect(page.getByTestId('wo-comment-text')).toHaveValue('');

  // The file input a phone opens its back camera from.
  const camera = page.getByTestId('wo-photo-add-input');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'belt.png', mimeType: 'image/png', buffer: photo });
  const thumbnail = page.getByTestId('wo-gallery').getByTestId('wo-photo').locator('img');
  await expect(thumbnail).toHaveCount(1);
  // Loaded through its signed address: an <img> sends no token.
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  const thumbnailUrl = (await thumbnail.getAttribute('src'))!;
  expect(thumbnailUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/thumbnail\?t=/);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);

  await page.getByRole('tab', { name: 'Timeline' }).click();
  const actions = page.getByTestId('wo-timeline-entry');
  await expect(actions.nth(0)).toHaveAttribute('data-action', 'PHOTO_ADD');
  await expect(actions.nth(1)).toHaveAttribute('data-action', 'COMMENT');
  await expect(actions.nth(1)).toContainText('Belt worn on the left side');
  await phone.close();

  // The technician's own token opens the photo; the viewer of another farm's gets nothing,
  // and neither does a forged signature.
  const [, photoId] = /^\/api\/photos\/([0-9a-f-]{36})\//.exec(thumbnailUrl)!;
  const asTech = { authorization: `Bearer ${await tokenOf(request, accounts.tech)}` };
  const mine = await request.get(`/api/photos/${photoId}`, { headers: asTech });
  expect(mine.status()).toBe(200);
  expect(mine.headers()['content-type']).toBe('image/png');
  const asOther = { authorization: `Bearer ${await tokenOf(request, accounts.viewer)}` };
  for (const path of [`/api/photos/${photoId}`, `/api/photos/${photoId}/thumbnail`])
    expect([403, 404]).toContain((await request.get(path, { headers: asOther })).status());
  const forged = thumbnailUrl.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
  expect(forged).not.toBe(thumbnailUrl);
  expect([403, 404]).toContain((await request.get(forged, { headers: asOther })).status());
});

// The low-stock notification: sent once per crossing of the minimum to the farm's managers,
// rewordable by its reader, never for a rejected issue, and exactly once for concurrent
// crossings.
import { describe, expect, it } from 'vitest';
import { gql } from './support/gateway.js';
import { FRM1, createPart, expectData, expectError, maintenanceSuite, checkedPart } from './support/maintenance.js';
import { NotificationsQuery, UpdateNotificationMutation } from './support/feed-operations.js';
import { AdjustStockMutation, IssueStockMutation, ReceiveStockMutation } from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

describe('low-stock notifications', () => {
  const lowStockFor = async (token: string, partId: string) => {
    const res = await gql(gateway, NotificationsQuery, { farmId: FRM1 }, { token });
    const items = expectData(res).notifications;
    return items.filter((item) => item.link?.includes(partId));
  };

  it('crossing the minimum notifies the farm’s managers once; back above and down again notifies again', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, name: 'Grease cartridge', minQuantity: 5 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 20 }, { token: tokens.manager });
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(0);

    const crossing = expectData(
      await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 16 }, { token: tokens.tech }),
    ).issueStock;
    expect(crossing).toEqual(expect.objectContaining({ quantityOnHand: 4, lowStock: true }));
    const first = await lowStockFor(tokens.manager, part.id);
    expect(first).toHaveLength(1);
    expect(first[0].farmId).toBe(FRM1);
    expect(first[0].read).toBe(false);
    expect(`${first[0].title} ${first[0].description}`).toMatch(/low stock/i);
    expect(first[0].description).toContain('Grease cartridge');
    // What the web client translates into the reader's language.
    expect(first[0].messageKey).toBe('lowStock');
    expect(first[0].messageParams).toEqual({
      name: 'Grease cartridge',
      partNumber: part.partNumber,
      quantity: 4,
      minimum: 5,
      unit: part.unit,
    });
    expect(await lowStockFor(tokens.tech, part.id)).toHaveLength(0);
    expect(await lowStockFor(tokens.admin, part.id)).toHaveLength(0);

    await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 1 }, { token: tokens.tech });
    await gql(
      gateway,
      AdjustStockMutation,
      { partId: part.id, quantity: -1, reason: 'Leaking' },
      { token: tokens.manager },
    );
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(1);

    const back = expectData(
      await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 10 }, { token: tokens.manager }),
    ).receiveStock;
    expect(back).toEqual(expect.objectContaining({ quantityOnHand: 12, lowStock: false }));
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(1);
    await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 7 }, { token: tokens.tech });
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(2);
    expect(await lowStockFor(tokens.tech, part.id)).toHaveLength(0);
    await checkedPart(gateway, tokens.admin, part.id);
  });

  it('the reader may reword a low-stock notification: their words then replace the translated message', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, minQuantity: 3 });
    // Received to 1, still at or below the minimum of 3: the first movement notifies.
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 1 }, { token: tokens.manager });
    const [notification] = await lowStockFor(tokens.manager, part.id);
    expect(notification.messageKey).toBe('lowStock');
    const marked = expectData(
      await gql(
        gateway,
        UpdateNotificationMutation,
        { id: notification.id, input: { read: true } },
        { token: tokens.manager },
      ),
    ).updateNotification;
    expect(marked.messageKey).toBe('lowStock');
    const reworded = expectData(
      await gql(
        gateway,
        UpdateNotificationMutation,
        { id: notification.id, input: { title: 'Order grease' } },
        { token: tokens.manager },
      ),
    ).updateNotification;
    expect(reworded).toEqual(expect.objectContaining({ title: 'Order grease', messageKey: null, messageParams: null }));
  });

  it('a rejected issue sends no notification; concurrent crossings send exactly one', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, minQuantity: 10 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 12 }, { token: tokens.manager });
    expectError(
      await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 13 }, { token: tokens.tech }),
      'BAD_USER_INPUT',
    );
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(0);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        gql(gateway, IssueStockMutation, { partId: part.id, quantity: 2 }, { token: tokens.tech }),
      ),
    );
    for (const res of results) expect(res.body.errors).toBeUndefined();
    expect((await checkedPart(gateway, tokens.admin, part.id)).quantityOnHand).toBe(0);
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(1);
  });
});

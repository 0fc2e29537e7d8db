// The scheduler's order gets the plan's parts template as planned parts that reserve stock.
// The order opens whatever the store holds: a part short of stock is planned for what is
// available, and what could not be planned (none available, a part the farm no longer has)
// is on the order's timeline with the quantity asked and what was there.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { gql } from './support/gateway.js';
import { FRM1, expectData, maintenanceSuite } from './support/maintenance.js';
import { OrderPartsQuery, readStock, stockedPart } from './support/parts-labour.js';
import { createPlan, runScheduler } from './support/plans.js';
import { newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

describe("a plan's parts template", () => {
  it('is planned and reserved on the order it opens; what the store lacks is on the timeline', async () => {
    const plenty = await stockedPart(gateway, tokens.admin, FRM1, 10);
    const short = await stockedPart(gateway, tokens.admin, FRM1, 1);
    const none = await stockedPart(gateway, tokens.admin, FRM1, 0);
    const gone = await stockedPart(gateway, tokens.admin, FRM1, 0);
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    // Due today: every day since yesterday.
    const plan = await createPlan(gateway, tokens.manager, FRM1, {
      equipmentId: machine.id,
      meterEvery: null,
      calendarEvery: 1,
      calendarUnit: 'DAY',
      startDate: dayjs.utc().subtract(1, 'day').format('YYYY-MM-DD'),
      parts: [
        { partId: plenty.id, quantity: 4 },
        { partId: short.id, quantity: 3 },
        { partId: none.id, quantity: 2 },
        { partId: gone.id, quantity: 1.5 },
      ],
    });
    // Removed behind the API's back (no operation deletes a part): the template still names it.
    await gateway.database.exec(`DELETE FROM spare_parts WHERE id = '${gone.id}'`);

    const [order] = (await runScheduler(gateway, tokens.manager, FRM1)).orders.filter((o) => o.planId === plan.id);
    expect(order).toMatchObject({ status: 'OPEN', type: 'PREVENTIVE' });

    const read = expectData(await gql(gateway, OrderPartsQuery, { id: order.id }, { token: tokens.tech })).workOrder!;
    const lines = Object.fromEntries(read.parts.map((line) => [line.part!.id, line]));
    expect(Object.keys(lines).sort()).toEqual([plenty.id, short.id].sort());
    expect(lines[plenty.id]).toMatchObject({ plannedQuantity: 4, reservedQuantity: 4, issuedQuantity: 0 });
    expect(lines[short.id]).toMatchObject({ plannedQuantity: 1, reservedQuantity: 1 });
    expect(await readStock(gateway, tokens.admin, plenty.id)).toMatchObject({
      quantityOnHand: 10,
      reserved: 4,
      available: 6,
    });
    expect(await readStock(gateway, tokens.admin, short.id)).toMatchObject({ reserved: 1, available: 0 });

    const entries = (action: string) => read.timeline.filter((entry) => entry.action === action).map((e) => e.changes);
    expect(entries('PART_PLAN')).toHaveLength(2);
    expect(entries('PART_NOT_PLANNED')).toEqual(
      expect.arrayContaining([
        {
          part: { before: short.partNumber, after: short.partNumber },
          requested: { before: null, after: 3 },
          available: { before: null, after: 1 },
        },
        {
          part: { before: none.partNumber, after: none.partNumber },
          requested: { before: null, after: 2 },
          available: { before: null, after: 0 },
        },
        {
          part: { before: gone.id, after: gone.id },
          requested: { before: null, after: 1.5 },
          available: { before: null, after: 0 },
        },
      ]),
    );
    expect(entries('PART_NOT_PLANNED')).toHaveLength(3);
  });
});

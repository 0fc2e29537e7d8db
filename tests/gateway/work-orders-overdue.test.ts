// An open order past its due date tells its people once: its assignees, or the farm's
// managers when nobody is assigned. Two sweeps at once (two gateways) still tell them once,
// and a gateway sweeps by itself every JOBS_EVERY_SECONDS.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { sweepOverdue } from '../../gateway/src/modules/maintenance/work-orders/overdue.js';
import { today } from '../../gateway/src/modules/maintenance/work-orders/work-orders.service.js';
import { gql, startTestGateway, type GatewayAddress } from './support/gateway.js';
import { FRM1, expectData, signInMaintenance, maintenanceSuite } from './support/maintenance.js';
import { NotificationsQuery } from './support/feed-operations.js';
import { IDS, createOrder, newMachine, orderIn } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const yesterday = () => dayjs().subtract(1, 'day').format('YYYY-MM-DD');

const overdueNotices = async (at: GatewayAddress, token: string, orderId: string) => {
  const res = await gql(at, NotificationsQuery, { farmId: FRM1 }, { token });
  return expectData(res).notifications.filter(
    (item) => item.messageKey === 'workOrderOverdue' && item.link?.endsWith(orderId),
  );
};

describe('overdue orders', () => {
  it('tell the assignees once, even when two sweeps run at once', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      title: 'Grease the baler',
      dueDate: yesterday(),
      assigneeIds: [IDS.tech],
    });
    await Promise.all([sweepOverdue(gateway.database.db, today()), sweepOverdue(gateway.database.db, today())]);
    await sweepOverdue(gateway.database.db, today());

    const notices = await overdueNotices(gateway, tokens.tech, order.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      messageParams: { number: order.number, title: 'Grease the baler', machine: machine.code, dueDate: yesterday() },
      link: `/work-orders/${order.id}`,
    });
    expect(await overdueNotices(gateway, tokens.manager, order.id)).toHaveLength(0);
  });

  it("tell the farm's managers when nobody is assigned; orders due today, closed or undated say nothing", async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const base = { farmId: FRM1, equipmentId: machine.id };
    const unassigned = await createOrder(gateway, tokens.manager, { ...base, dueDate: yesterday() });
    const quiet = await Promise.all([
      createOrder(gateway, tokens.manager, { ...base, dueDate: today(), assigneeIds: [IDS.tech] }),
      createOrder(gateway, tokens.manager, { ...base, assigneeIds: [IDS.tech] }),
      orderIn(gateway, tokens.manager, 'CANCELLED', { ...base, dueDate: yesterday(), assigneeIds: [IDS.tech] }),
    ]);
    await sweepOverdue(gateway.database.db, today());

    expect(await overdueNotices(gateway, tokens.manager, unassigned.id)).toHaveLength(1);
    for (const order of quiet) expect(await overdueNotices(gateway, tokens.tech, order.id)).toHaveLength(0);
  });

  it('are swept by the gateway itself, without anyone asking', async () => {
    const sweeper = await startTestGateway({ config: { jobsEverySeconds: 1 } });
    try {
      const token = (await signInMaintenance(sweeper)).manager;
      const machine = await newMachine(sweeper, token, FRM1);
      const order = await createOrder(sweeper, token, {
        farmId: FRM1,
        equipmentId: machine.id,
        dueDate: yesterday(),
        assigneeIds: [IDS.manager],
      });
      // The manager assigned themselves: nobody else is told of it, only of its lateness.
      await expect.poll(() => overdueNotices(sweeper, token, order.id), { timeout: 10_000 }).toHaveLength(1);
    } finally {
      await sweeper.stop();
    }
  });
});

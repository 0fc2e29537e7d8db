// Downtime of corrective orders: the periods the machine could not work (start, end while it
// lasts open, reason), several per order and never overlapping, so that availability and MTTR
// count each minute once. Recorded by whoever works the order, on its timeline.
import type { Db } from '../../../db/client.js';
import type { DowntimeRow, WorkOrderRow } from '../../../db/schema.js';
import { createOnce } from '../../../lib/create-once.js';
import { badInput, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { parseInput } from '../../../lib/validation.js';
import { diff } from '../../core/audit/audit.service.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { DowntimeRepository } from './downtime.repository.js';
import { DowntimeSchema, UpdateDowntimeSchema } from './work-orders.schemas.js';
import type { WorkOrderService } from './work-orders.service.js';

type Period = Pick<DowntimeRow, 'startedAt'> & { endedAt?: Date | null };
const FIELDS = ['startedAt', 'endedAt', 'reason'] as const;
const summary = (period: DowntimeRow) => ({
  startedAt: period.startedAt,
  endedAt: period.endedAt,
  reason: period.reason,
});

export class DowntimeService {
  constructor(
    readonly repository: DowntimeRepository,
    private readonly orders: WorkOrderService,
  ) {}

  async add(user: UserModel, workOrderId: unknown, input: unknown): Promise<DowntimeRow> {
    const order = await this.orders.get(user, workOrderId);
    await this.orders.assertMayIn(this.orders.repository.db, user, order, false);
    const { id, ...period } = parseInput(DowntimeSchema, input);
    return createOnce({
      earlier: async () => (id ? this.repository.find(id) : undefined),
      belongs: (row) => row.workOrderId === order.id,
      create: () =>
        this.orders.changeOpen(user, order, false, async (tx, locked) => {
          await this.check(tx, locked, period);
          const row = await this.repository.insert(tx, {
            ...period,
            id: id ?? undefined,
            farmId: locked.farmId,
            workOrderId: locked.id,
            createdBy: user.id,
          });
          await this.orders.audit(tx, user, locked, 'DOWNTIME_ADD', {
            downtime: { before: null, after: summary(row) },
          });
          return row;
        }),
    });
  }

  async update(user: UserModel, id: unknown, input: unknown): Promise<DowntimeRow> {
    const period = await this.get(user, id);
    return this.onPeriod(user, period, async (tx, order, current) => {
      const changes = parseInput(UpdateDowntimeSchema, input);
      const after = { ...current, ...changes };
      const audit = diff(current, after, FIELDS);
      if (!Object.keys(audit).length) return current;
      await this.check(tx, order, after, current.id);
      const row = await this.repository.update(tx, current.id, changes);
      await this.orders.audit(tx, user, order, 'DOWNTIME_UPDATE', audit);
      return row;
    });
  }

  async remove(user: UserModel, id: unknown): Promise<boolean> {
    const period = await this.get(user, id);
    return this.onPeriod(user, period, async (tx, order, current) => {
      await this.repository.remove(tx, current.id);
      await this.orders.audit(tx, user, order, 'DOWNTIME_REMOVE', {
        downtime: { before: summary(current), after: null },
      });
      return true;
    });
  }

  /** A period of an order the user may see; NOT_FOUND or FORBIDDEN otherwise. */
  private async get(user: UserModel, id: unknown): Promise<DowntimeRow> {
    const period = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!period) throw notFound('Downtime period');
    await this.orders.get(user, period.workOrderId);
    return period;
  }

  private onPeriod<T>(
    user: UserModel,
    period: DowntimeRow,
    work: (tx: Db, order: WorkOrderRow, current: DowntimeRow) => Promise<T>,
  ) {
    const order = { id: period.workOrderId, farmId: period.farmId };
    return this.orders.changeOpen(user, order, false, async (tx, locked) => {
      const current = await this.repository.find(period.id, tx);
      if (!current) throw notFound('Downtime period');
      return work(tx, locked, current);
    });
  }

  /** Corrective orders only; an end after the start; no overlap with the order's other periods. */
  private async check(tx: Db, order: WorkOrderRow, period: Period, self?: string): Promise<void> {
    if (order.type !== 'CORRECTIVE')
      throw badInput('Downtime is recorded on corrective orders only').translated('workOrderCorrectiveOnly');
    if (period.endedAt && period.endedAt < period.startedAt)
      throw badInput('endedAt: the end cannot be before the start').translated('downtimeEndBeforeStart');
    const end = (p: Period) => p.endedAt?.getTime() ?? Infinity;
    const others = (await this.repository.ofOrder(tx, order)).filter((other) => other.id !== self);
    if (others.some((other) => other.startedAt.getTime() < end(period) && period.startedAt.getTime() < end(other)))
      throw badInput('This period overlaps another downtime period of the order').translated('downtimeOverlap');
  }
}

// Labour on an order: entries (a start and minutes, or a start and an end) and running
// timers, at most one per person and farm (a unique partial index), which stopping turns into
// an entry. A technician logs their own time, a manager anyone's, on an order they work. The
// hourly rate in force (the member's own, else the farm's default) is copied onto the entry
// when it is made, so a later change of rates rewrites no history. Closing an order stops
// its running timers (stopRunning, registered with the status changes). Each write is on
// the order's timeline, in one transaction.
import type { Db } from '../../../../db/client.js';
import type { LabourEntryRow, WorkOrderRow } from '../../../../db/schema.js';
import { createOnce } from '../../../../lib/create-once.js';
import { badInput, conflict, forbidden, notFound } from '../../../../lib/errors.js';
import { isUuid } from '../../../../lib/ids.js';
import { parseInput } from '../../../../lib/validation.js';
import { assertFarmAccess, can } from '../../../core/farm/farm-access.js';
import type { UserModel } from '../../../core/user/user.mappers.js';
import { MANAGE } from '../work-order-rules.js';
import { formatNumber } from '../work-orders.mappers.js';
import type { WorkOrderService } from '../work-orders.service.js';
import { LabourRates } from './labour-rates.js';
import type { LabourRepository, Worker } from './labour.repository.js';
import { LogLabourSchema, StartTimerSchema } from './labour.schemas.js';

const MINUTE_MS = 60_000;
/** The longest a stopped timer records (the database's bound): a year. */
const MAX_TIMER_MINUTES = 525_600;
const personChange = (name: string | null) => ({ person: { before: name, after: name } });

export class LabourService {
  /** Hourly rates: the farm's default and each member's own. */
  readonly rates: LabourRates;

  constructor(
    readonly repository: LabourRepository,
    private readonly orders: WorkOrderService,
  ) {
    this.rates = new LabourRates(repository, orders);
  }

  /** An entry of an order the user may see; NOT_FOUND or FORBIDDEN otherwise. */
  async get(user: UserModel, id: unknown): Promise<LabourEntryRow> {
    const entry = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!entry) throw notFound('Labour entry');
    await this.orders.get(user, entry.workOrderId);
    return entry;
  }

  /** The signed-in user's running timer in the farm, if any. */
  async runningTimer(user: UserModel, farmId: string): Promise<LabourEntryRow | null> {
    assertFarmAccess(user, farmId);
    const found = await this.repository.runningOf(this.repository.db, farmId, user.id);
    return found?.entry ?? null;
  }

  /** Logs time spent on the order, by the caller or (a manager) by another member. */
  async log(user: UserModel, workOrderId: unknown, input: unknown): Promise<LabourEntryRow> {
    const order = await this.orders.get(user, workOrderId);
    const { id, userId, note, ...span } = parseInput(LogLabourSchema, input);
    return this.once(order, id, () =>
      this.orders.changeOpen(user, order, false, async (tx, locked) => {
        const worker = await this.worker(tx, user, locked, userId ?? user.id);
        const entry = await this.repository.insert(tx, {
          id: id ?? undefined,
          farmId: locked.farmId,
          workOrderId: locked.id,
          userId: worker.id,
          ...span,
          hourlyRate: worker.rate,
          note: note ?? null,
          createdBy: user.id,
        });
        await this.orders.audit(tx, user, locked, 'LABOUR_LOG', {
          ...personChange(worker.name),
          minutes: { before: null, after: entry.minutes },
        });
        return entry;
      }),
    );
  }

  /** Starts a timer on the order for the caller or (a manager) another member; one running per person. */
  async start(user: UserModel, workOrderId: unknown, input: unknown): Promise<LabourEntryRow> {
    const order = await this.orders.get(user, workOrderId);
    const { id, userId, note } = parseInput(StartTimerSchema, input ?? {});
    return this.once(order, id, () =>
      this.orders.changeOpen(user, order, false, async (tx, locked) => {
        const worker = await this.worker(tx, user, locked, userId ?? user.id);
        const running = await this.repository.runningOf(tx, locked.farmId, worker.id);
        if (running) throw timerRunning(worker.name, formatNumber(running.number));
        const entry = await this.repository.insert(tx, {
          id: id ?? undefined,
          farmId: locked.farmId,
          workOrderId: locked.id,
          userId: worker.id,
          startedAt: new Date(),
          note: note ?? null,
          createdBy: user.id,
        });
        await this.orders.audit(tx, user, locked, 'LABOUR_START', personChange(worker.name));
        return entry;
      }),
    );
  }

  /** Stops a running timer: it becomes an entry with its minutes and the rate in force now. Stopped already: the entry. */
  async stop(user: UserModel, id: unknown): Promise<LabourEntryRow> {
    const entry = await this.get(user, id);
    return this.onEntry(user, entry, async (tx, order, current) => {
      if (current.endedAt) return current;
      const stopped = await this.finish(tx, current, new Date());
      const worker = await this.repository.memberOf(tx, order.farmId, current.userId ?? '');
      await this.orders.audit(tx, user, order, 'LABOUR_STOP', {
        ...personChange(worker?.name ?? null),
        minutes: { before: null, after: stopped.minutes },
      });
      return stopped;
    });
  }

  async remove(user: UserModel, id: unknown): Promise<boolean> {
    const entry = await this.get(user, id);
    return this.onEntry(user, entry, async (tx, order, current) => {
      await this.repository.remove(tx, current.id);
      const worker = await this.repository.memberOf(tx, order.farmId, current.userId ?? '');
      await this.orders.audit(tx, user, order, 'LABOUR_DELETE', {
        ...personChange(worker?.name ?? null),
        minutes: { before: current.minutes, after: null },
      });
      return true;
    });
  }

  /** A closing order's running timers stop with it, in its transaction; its audit entry names whose. */
  async stopRunning(tx: Db, order: WorkOrderRow): Promise<Record<string, { before: unknown; after: unknown }>> {
    const timers = await this.repository.runningOn(tx, order);
    const now = new Date();
    for (const { entry } of timers) await this.finish(tx, entry, now);
    return timers.length ? { timersStopped: { before: timers.map((timer) => timer.name), after: null } } : {};
  }

  /** Sets the end, the minutes and the rate in force now on a running entry. */
  private async finish(tx: Db, entry: LabourEntryRow, now: Date): Promise<LabourEntryRow> {
    const elapsed = Math.round((now.getTime() - entry.startedAt.getTime()) / MINUTE_MS);
    const minutes = Math.min(Math.max(elapsed, 1), MAX_TIMER_MINUTES);
    const worker = entry.userId ? await this.repository.memberOf(tx, entry.farmId, entry.userId) : undefined;
    const endedAt = new Date(Math.max(now.getTime(), entry.startedAt.getTime()));
    return this.repository.update(tx, entry.id, { endedAt, minutes, hourlyRate: worker?.rate ?? null });
  }

  /** A creation a client id makes repeatable: the entry with that id answers again if it is this order's. */
  private once(order: WorkOrderRow, id: string | null | undefined, create: () => Promise<LabourEntryRow>) {
    return createOnce({
      earlier: async () => (id ? this.repository.find(id) : undefined),
      belongs: (entry) => entry.workOrderId === order.id,
      create,
      // Two timers started at once for one person: the unique partial index refuses the second.
      whenTaken: () => conflict('A timer is already running for this person: stop it first'),
    });
  }

  /** Work on an entry as it is once its open order is locked: its person's, or a manager's. */
  private onEntry<T>(
    user: UserModel,
    entry: LabourEntryRow,
    work: (tx: Db, order: WorkOrderRow, current: LabourEntryRow) => Promise<T>,
  ): Promise<T> {
    return this.orders.changeOpen(user, { id: entry.workOrderId, farmId: entry.farmId }, false, async (tx, order) => {
      const current = await this.repository.find(entry.id, tx);
      if (!current) throw notFound('Labour entry');
      assertMayLogFor(user, order, current.userId);
      return work(tx, order, current);
    });
  }

  /** The member whose time it is: the caller, or anyone of the farm for a manager. */
  private async worker(tx: Db, user: UserModel, order: WorkOrderRow, userId: string): Promise<Worker> {
    assertMayLogFor(user, order, userId);
    const worker = await this.repository.memberOf(tx, order.farmId, userId);
    if (!worker) throw badInput('userId: the person must be a member of this farm').translated('labourPersonNotMember');
    return worker;
  }
}

/** A technician logs and stops their own time; a manager anyone's. */
function assertMayLogFor(user: UserModel, order: WorkOrderRow, userId: string | null): void {
  if (userId !== user.id && !can(user, order.farmId, MANAGE)) throw forbidden();
}

function timerRunning(name: string, number: string) {
  return conflict(`${name} already has a timer running on ${number}: stop it first`).translated('labourTimerRunning', {
    name,
    number,
  });
}

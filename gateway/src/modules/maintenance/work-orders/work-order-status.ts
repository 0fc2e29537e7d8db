// The status changes of a work order: start, hold, resume, complete, cancel, reopen. Each
// locks the order, checks who may (before anything else), then whether the change is legal
// from the status the order has (work-order-rules.ts), and records it with its audit entry,
// the machine it takes or gives back, a completion's meter reading, what closing releases
// (parts' reservations, running timers: see whenClosed) and the requester's notification,
// all in one transaction: a refused change changes nothing.
import type { Db } from '../../../db/client.js';
import type { WorkOrderRow } from '../../../db/schema.js';
import { parseInput } from '../../../lib/validation.js';
import { assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { assertLegal, isClosed, TRANSITIONS, type Transition } from './work-order-rules.js';
import { notifyRequester } from './work-orders.notifications.js';
import { CancelSchema, CompleteSchema, HoldSchema, ReopenSchema } from './work-orders.schemas.js';
import type { WorkOrderService } from './work-orders.service.js';

type Changes = Partial<WorkOrderRow>;
type Audit = Record<string, { before: unknown; after: unknown }>;
interface Step {
  /** The columns the change sets besides the status, and what its audit entry adds. */
  changes: Changes;
  audit?: Audit;
  /** Work in the transaction before the order is written (a completion's meter reading). */
  before?: (tx: Db) => Promise<Audit>;
}

const reasonAudit = (reason: string | null | undefined): Audit =>
  reason ? { reason: { before: null, after: reason } } : {};

/** Work that an order closing (COMPLETED or CANCELLED) needs in its transaction; what it returns joins the audit entry. */
export type ClosingWork = (tx: Db, user: UserModel, order: WorkOrderRow) => Promise<Audit>;

export class WorkOrderStatusChanges {
  private readonly closing: ClosingWork[] = [];

  constructor(private readonly orders: WorkOrderService) {}

  /** Registers work for every closing order: the modules of its parts and labour release what it holds. */
  whenClosed(work: ClosingWork): void {
    this.closing.push(work);
  }

  start(user: UserModel, id: unknown) {
    return this.change(user, id, 'START', (order) => ({ changes: { startedAt: order.startedAt ?? new Date() } }));
  }

  hold(user: UserModel, id: unknown, input: unknown) {
    return this.change(user, id, 'HOLD', () => {
      const { reason } = parseInput(HoldSchema, input);
      return { changes: { holdReason: reason ?? null }, audit: reasonAudit(reason) };
    });
  }

  resume(user: UserModel, id: unknown) {
    return this.change(user, id, 'RESUME', () => ({ changes: {} }));
  }

  complete(user: UserModel, id: unknown, input: unknown) {
    return this.change(user, id, 'COMPLETE', (order): Step => {
      const { notes, meterReading } = parseInput(CompleteSchema, input ?? {});
      if (meterReading != null) assertFarmPermission(user, order.farmId, 'meters.write');
      return {
        changes: { completedAt: new Date(), completionNotes: notes ?? null },
        audit: notes ? { completionNotes: { before: order.completionNotes, after: notes } } : {},
        before:
          meterReading == null
            ? undefined
            : async (tx) => {
                const machine = await this.orders.machineIn(tx, order.farmId, order.equipmentId);
                const reading = await this.orders.equipment.recordReadingIn(tx, user, machine, { value: meterReading });
                return { meterReading: { before: reading.before, after: reading.value } };
              },
      };
    });
  }

  cancel(user: UserModel, id: unknown, input: unknown) {
    return this.change(user, id, 'CANCEL', () => {
      const { reason } = parseInput(CancelSchema, input);
      return { changes: { cancelledAt: new Date(), cancelReason: reason }, audit: reasonAudit(reason) };
    });
  }

  reopen(user: UserModel, id: unknown, input: unknown) {
    return this.change(user, id, 'REOPEN', () => {
      const { reason } = parseInput(ReopenSchema, input ?? {});
      return {
        changes: { completedAt: null, cancelledAt: null, cancelReason: null, holdReason: null },
        audit: reasonAudit(reason),
      };
    });
  }

  private async change(
    user: UserModel,
    id: unknown,
    transition: Transition,
    step: (order: WorkOrderRow) => Step,
  ): Promise<WorkOrderRow> {
    const current = await this.orders.get(user, id);
    const { to, manager } = TRANSITIONS[transition];
    return this.orders.write(current.farmId, async (tx) => {
      const order = await this.orders.repository.lock(tx, current.id);
      await this.orders.assertMayIn(tx, user, order, manager);
      const { changes, audit = {}, before } = step(order);
      assertLegal(transition, order.status);
      const extra = before ? await before(tx) : {};
      const updated = await this.orders.repository.update(tx, order.id, { ...changes, status: to });
      const row = await this.orders.hold.follow(tx, user, order, updated);
      const released = isClosed(to) ? await this.close(tx, user, row) : {};
      await this.orders.audit(tx, user, row, transition, {
        status: { before: order.status, after: to },
        ...audit,
        ...extra,
        ...released,
      });
      const machine = await this.orders.repository.machineOf(tx, row);
      await notifyRequester(tx, row, machine, user.id);
      return row;
    });
  }

  private async close(tx: Db, user: UserModel, order: WorkOrderRow): Promise<Audit> {
    const audits = [];
    for (const work of this.closing) audits.push(await work(tx, user, order));
    return Object.assign({}, ...audits);
  }
}

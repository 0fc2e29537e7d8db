// Failure codes: each farm's problem, cause and remedy lists (defaults seeded with the farm,
// migration 0010), which managers extend, rename and retire; and the triple a corrective
// order records, each code taken from its own list of the order's farm.
import type { Db } from '../../../db/client.js';
import type { FailureCodeRow, WorkOrderRow } from '../../../db/schema.js';
import { createOnce } from '../../../lib/create-once.js';
import { badInput, conflict, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { parseInput } from '../../../lib/validation.js';
import { diff, recordAudit } from '../../core/audit/audit.service.js';
import { assertFarmAccess, assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { FailureCodeRepository } from './failure-codes.repository.js';
import { assertOpen, MANAGE } from './work-order-rules.js';
import {
  CreateFailureCodeSchema,
  FailureCodeListSchema,
  FailureSchema,
  UpdateFailureCodeSchema,
} from './work-orders.schemas.js';
import type { WorkOrderService } from './work-orders.service.js';

/** The order's column (also the input field) of each kind, and its name on the timeline. */
const SLOTS = [
  { kind: 'PROBLEM', column: 'problemCodeId', audit: 'problem' },
  { kind: 'CAUSE', column: 'causeCodeId', audit: 'cause' },
  { kind: 'REMEDY', column: 'remedyCodeId', audit: 'remedy' },
] as const;

const codeTaken = (code: string) => () =>
  conflict(`This list already has the code ${code}`).translated('failureCodeTaken', { code });

export class FailureCodeService {
  constructor(
    readonly repository: FailureCodeRepository,
    private readonly orders: WorkOrderService,
  ) {}

  list(user: UserModel, farmId: string, input: unknown) {
    assertFarmAccess(user, farmId);
    const { kind, includeInactive } = parseInput(FailureCodeListSchema, input);
    return this.repository.list(farmId, kind, !!includeInactive);
  }

  async create(user: UserModel, input: unknown): Promise<FailureCodeRow> {
    // Permission before validation: someone outside the farm learns nothing from error details.
    const namedFarm = (input as { farmId?: unknown } | null)?.farmId;
    if (typeof namedFarm === 'string') assertFarmPermission(user, namedFarm, MANAGE);
    const { id, ...data } = parseInput(CreateFailureCodeSchema, input);
    assertFarmPermission(user, data.farmId, MANAGE);
    return createOnce({
      earlier: async () => (id ? this.repository.find(id) : undefined),
      belongs: (row) => row.farmId === data.farmId,
      whenTaken: codeTaken(data.code),
      create: () =>
        this.orders.write(data.farmId, async (tx) => {
          const row = await this.repository.insert(tx, { ...data, id: id ?? undefined });
          await this.audit(tx, user, row, 'CREATE', diff({}, row, ['kind', 'code', 'label', 'active']));
          return row;
        }),
    });
  }

  async update(user: UserModel, id: unknown, input: unknown): Promise<FailureCodeRow> {
    const current = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!current) throw notFound('Failure code');
    assertFarmPermission(user, current.farmId, MANAGE);
    const changes = parseInput(UpdateFailureCodeSchema, input);
    const audit = diff(current, { ...current, ...changes }, ['label', 'active']);
    if (!Object.keys(audit).length) return current;
    return this.orders.write(current.farmId, async (tx) => {
      const row = await this.repository.update(tx, current.id, changes);
      await this.audit(tx, user, row, 'UPDATE', audit);
      return row;
    });
  }

  /** Sets a corrective order's problem, cause and remedy (absent: kept; null: cleared). */
  async record(user: UserModel, orderId: unknown, input: unknown): Promise<WorkOrderRow> {
    const order = await this.orders.get(user, orderId);
    return this.orders.write(order.farmId, async (tx) => {
      const locked = await this.orders.repository.lock(tx, order.id);
      await this.orders.assertMayIn(tx, user, locked, false);
      const chosen = parseInput(FailureSchema, input);
      assertOpen(locked);
      if (locked.type !== 'CORRECTIVE')
        throw badInput('Failure codes are for corrective orders only').translated('workOrderCorrectiveOnly');
      const changes: Partial<WorkOrderRow> = {};
      const audit: Record<string, { before: unknown; after: unknown }> = {};
      for (const { kind, column, audit: field } of SLOTS) {
        const id = chosen[column];
        if (id === undefined || id === locked[column]) continue;
        const code = id === null ? null : await this.codeOf(tx, locked, kind, id);
        const before = locked[column] ? await this.repository.find(locked[column], tx) : undefined;
        changes[column] = id;
        audit[field] = { before: before?.label ?? null, after: code?.label ?? null };
      }
      if (!Object.keys(audit).length) return locked;
      const row = await this.orders.repository.update(tx, locked.id, changes);
      await this.orders.audit(tx, user, row, 'FAILURE', audit);
      return row;
    });
  }

  /** An active code of the order's farm from the list of `kind`; BAD_USER_INPUT otherwise. */
  private async codeOf(tx: Db, order: WorkOrderRow, kind: FailureCodeRow['kind'], id: string) {
    const code = await this.repository.find(id, tx);
    if (!code || code.farmId !== order.farmId || code.kind !== kind || !code.active)
      throw badInput(`${kind.toLowerCase()}CodeId: not an active ${kind} code of this farm`).translated(
        'failureCodeNotInList',
        { kind },
      );
    return code;
  }

  private audit(
    tx: Db,
    user: UserModel,
    code: FailureCodeRow,
    action: string,
    changes: Record<string, { before: unknown; after: unknown }>,
  ) {
    return recordAudit(tx, {
      farmId: code.farmId,
      entityType: 'failure_code',
      entityId: code.id,
      action,
      actorId: user.id,
      changes,
    });
  }
}

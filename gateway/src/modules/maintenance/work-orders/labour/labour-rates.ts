// Hourly rates: a farm's default and a member's own, which managers (users.manage: they manage
// the farm's people) read and set. A change reaches new labour entries only: each entry keeps
// the rate it was made with. Each change is in the farm's audit trail.
import type { FarmRow } from '../../../../db/schema.js';
import { badInput, notFound } from '../../../../lib/errors.js';
import { isUuid } from '../../../../lib/ids.js';
import { parseInput } from '../../../../lib/validation.js';
import { recordAudit } from '../../../core/audit/audit.service.js';
import { assertFarmPermission } from '../../../core/farm/farm-access.js';
import type { UserModel } from '../../../core/user/user.mappers.js';
import type { WorkOrderService } from '../work-orders.service.js';
import type { LabourRateModel } from './labour.mappers.js';
import type { LabourRepository } from './labour.repository.js';
import { HourlyRateSchema } from './labour.schemas.js';

/** Who may read and set rates: what people cost is the business of who manages them. */
export const RATES = 'users.manage';

export class LabourRates {
  constructor(
    private readonly repository: LabourRepository,
    private readonly orders: WorkOrderService,
  ) {}

  /** The farm's members by name, each with their own rate and the farm's default. */
  list(user: UserModel, farmId: string): Promise<LabourRateModel[]> {
    assertFarmPermission(user, farmId, RATES);
    return this.repository.rates(farmId);
  }

  async setDefault(user: UserModel, farmId: string, input: unknown): Promise<FarmRow> {
    assertFarmPermission(user, farmId, RATES);
    const { rate } = parseInput(HourlyRateSchema, input);
    return this.orders.write(farmId, async (tx) => {
      const changed = await this.repository.setDefaultRate(tx, farmId, rate);
      if (!changed) throw notFound('Farm');
      const { before, after } = changed;
      if (before.defaultHourlyRate !== rate)
        await recordAudit(tx, {
          farmId,
          entityType: 'farm',
          entityId: farmId,
          action: 'UPDATE',
          actorId: user.id,
          changes: { defaultHourlyRate: { before: before.defaultHourlyRate, after: rate } },
        });
      return after;
    });
  }

  async setMember(user: UserModel, farmId: string, userId: unknown, input: unknown): Promise<LabourRateModel> {
    assertFarmPermission(user, farmId, RATES);
    const { rate } = parseInput(HourlyRateSchema, input);
    return this.orders.write(farmId, async (tx) => {
      const [member] = isUuid(userId) ? await this.repository.rates(farmId, [userId], tx) : [];
      if (!member)
        throw badInput('userId: the person must be a member of this farm').translated('labourPersonNotMember');
      if (member.hourlyRate === rate) return member;
      await this.repository.setMemberRate(tx, farmId, member.userId, rate);
      await recordAudit(tx, {
        farmId,
        entityType: 'farm',
        entityId: farmId,
        action: 'MEMBER_RATE',
        actorId: user.id,
        changes: {
          member: { before: member.name, after: member.name },
          hourlyRate: { before: member.hourlyRate, after: rate },
        },
      });
      return { ...member, hourlyRate: rate };
    });
  }
}

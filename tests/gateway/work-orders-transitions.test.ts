// Every status change of a work order from every status, by each kind of caller: the
// manager (everything), a technician assigned to the order (start, hold, resume, complete),
// a technician who is not, and a viewer (neither). A change the caller may not make is
// FORBIDDEN; an illegal one is BAD_USER_INPUT naming both statuses; either way the order,
// its timeline and its machine are read back unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderStatus } from './__generated__/graphql.js';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM2, expectData, type MaintenanceAccountKey, maintenanceSuite } from './support/maintenance.js';
import {
  CancelWorkOrderMutation,
  IDS,
  TRANSITIONS,
  newMachine,
  orderIn,
  readOrder,
  type TransitionName,
  type TransitionResult,
} from './support/work-orders.js';

const STATUSES: WorkOrderStatus[] = ['OPEN', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED'];
/** Where each change is legal from, and where it leads. */
const RULES: Record<TransitionName, { from: WorkOrderStatus[]; to: WorkOrderStatus; manager: boolean }> = {
  start: { from: ['OPEN'], to: 'IN_PROGRESS', manager: false },
  hold: { from: ['IN_PROGRESS'], to: 'ON_HOLD', manager: false },
  resume: { from: ['ON_HOLD'], to: 'IN_PROGRESS', manager: false },
  complete: { from: ['IN_PROGRESS', 'ON_HOLD'], to: 'COMPLETED', manager: false },
  cancel: { from: ['OPEN', 'IN_PROGRESS', 'ON_HOLD'], to: 'CANCELLED', manager: true },
  reopen: { from: ['COMPLETED', 'CANCELLED'], to: 'OPEN', manager: true },
};
const NAMES = Object.keys(RULES) as TransitionName[];

interface Caller {
  label: string;
  account: MaintenanceAccountKey;
  farmId: string;
  /** Who the orders are assigned to. */
  assignees: () => string[];
  may: (name: TransitionName) => boolean;
}
const CALLERS: Caller[] = [
  { label: 'manager', account: 'manager', farmId: FRM1, assignees: () => [], may: () => true },
  {
    label: 'technician assigned',
    account: 'tech',
    farmId: FRM1,
    assignees: () => [IDS.tech],
    may: (name) => !RULES[name].manager,
  },
  {
    label: 'technician not assigned',
    account: 'tech',
    farmId: FRM1,
    assignees: () => [IDS.manager],
    may: () => false,
  },
  // The manager account is a technician on FRM-002, so it may be assigned there.
  { label: 'viewer', account: 'viewer', farmId: FRM2, assignees: () => [IDS.manager], may: () => false },
];

const { gateway, tokens } = maintenanceSuite();
const machines: Record<string, string> = {};

beforeAll(async () => {
  for (const farmId of [FRM1, FRM2]) machines[farmId] = (await newMachine(gateway, tokens.admin, farmId)).id;
});

const newOrder = (caller: Caller, status: WorkOrderStatus) =>
  orderIn(gateway, tokens.admin, status, {
    farmId: caller.farmId,
    equipmentId: machines[caller.farmId],
    assigneeIds: caller.assignees(),
    equipmentDown: true,
  });

/** What a refusal must leave as it was: the order with its timeline, and its machine. */
const state = async (id: string) => readOrder(gateway, tokens.admin, id);

function expectRefusal(res: TransitionResult, code: string, label: string, from: WorkOrderStatus, to: WorkOrderStatus) {
  expect(errorCode(res.body), `${label}: ${JSON.stringify(res.body.errors)}`).toBe(code);
  expect(res.body.data ?? null, label).toBeNull();
  if (code === 'BAD_USER_INPUT') {
    const message = res.body.errors![0].message;
    expect(message, label).toContain(from);
    expect(message, label).toContain(to);
  }
}

describe.each(CALLERS)('$label', (caller) => {
  it.each(STATUSES)('from %s: every change is made, refused as illegal or refused as forbidden', async (status) => {
    const token = tokens[caller.account];
    const refusedOn = await newOrder(caller, status);
    const before = await state(refusedOn.id);
    const outcomes: Record<string, string> = {};
    for (const name of NAMES) {
      const { from, to } = RULES[name];
      const label = `${caller.label} ${name} from ${status}`;
      if (!caller.may(name)) {
        expectRefusal(await TRANSITIONS[name](gateway, refusedOn.id, token), 'FORBIDDEN', label, status, to);
        outcomes[name] = 'FORBIDDEN';
      } else if (!from.includes(status)) {
        expectRefusal(await TRANSITIONS[name](gateway, refusedOn.id, token), 'BAD_USER_INPUT', label, status, to);
        outcomes[name] = 'ILLEGAL';
      } else {
        const order = await newOrder(caller, status);
        const changed = expectData(await TRANSITIONS[name](gateway, order.id, token), label);
        const after = Object.values(changed)[0];
        expect(after.status, label).toBe(to);
        const detail = await state(order.id);
        expect(detail.timeline[0].action, label).toBe(name.toUpperCase());
        expect(detail.timeline[0].changes, label).toMatchObject({ status: { before: status, after: to } });
        // Open orders hold their machine DOWN (the machine is shared: check only that it is).
        if (to !== 'COMPLETED' && to !== 'CANCELLED') expect(detail.equipment.status, label).toBe('DOWN');
        outcomes[name] = 'DONE';
      }
    }
    expect(await state(refusedOn.id), `${caller.label}: refused changes left the order as it was`).toEqual(before);
    const expected = Object.fromEntries(
      NAMES.map((name) => [
        name,
        !caller.may(name) ? 'FORBIDDEN' : RULES[name].from.includes(status) ? 'DONE' : 'ILLEGAL',
      ]),
    );
    expect(outcomes).toEqual(expected);
  });
});

describe('what the graph offers each caller', () => {
  it('viewerActions lists exactly the changes the caller may make now', async () => {
    for (const caller of CALLERS) {
      const order = await newOrder(caller, 'IN_PROGRESS');
      const seen = (await readOrder(gateway, tokens[caller.account], order.id)).viewerActions;
      const expected = [
        ...(caller.label === 'manager' ? ['EDIT', 'ASSIGN'] : []),
        ...NAMES.filter((name) => caller.may(name) && RULES[name].from.includes('IN_PROGRESS')).map((name) =>
          name.toUpperCase(),
        ),
      ];
      expect(seen, caller.label).toEqual(expected);
    }
  });

  it('cancelling needs a reason: without one the order is not cancelled', async () => {
    const order = await newOrder(CALLERS[0], 'OPEN');
    const before = await state(order.id);
    for (const reason of ['', '  ', 'x'.repeat(2_001)]) {
      const res = await gql(gateway, CancelWorkOrderMutation, { id: order.id, reason }, { token: tokens.manager });
      expect(errorCode(res.body), JSON.stringify(reason.slice(0, 5))).toBe('BAD_USER_INPUT');
    }
    expect(await state(order.id)).toEqual(before);
  });
});

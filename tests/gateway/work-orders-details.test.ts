// What an order carries besides its status: the checklist (managers add and remove items,
// whoever works the order records results with who and when, a failed item opens one linked
// corrective order), each change on the timeline, each create repeatable with a client id,
// each farm's failure-code lists (seeded defaults, managed by managers) and the problem,
// cause and remedy a corrective order records from them; downtime periods that never
// overlap; and none of it reachable from another farm.
import { describe, expect, it } from 'vitest';
import { demo } from './support/fixtures.js';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM3, expectData, readMachine, maintenanceSuite } from './support/maintenance.js';
import {
  AddChecklistItemMutation,
  AddDowntimeMutation,
  ChecklistQuery,
  CreateFailureCodeMutation,
  DowntimeQuery,
  FailureCodesQuery,
  OpenCorrectiveMutation,
  RecordChecklistResultMutation,
  RecordFailureMutation,
  RemoveChecklistItemMutation,
  RemoveDowntimeMutation,
  UpdateDowntimeMutation,
  UpdateFailureCodeMutation,
} from './support/work-order-details.js';
import { IDS, TRANSITIONS, clientId, createOrder, newMachine, readOrder } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const checklistOf = async (id: string) =>
  expectData(await gql(gateway, ChecklistQuery, { id }, { token: tokens.admin })).workOrder!.checklist;
const addItem = (workOrderId: string, text: string, token = tokens.manager, id?: string) =>
  gql(gateway, AddChecklistItemMutation, { workOrderId, input: { text, id } }, { token });
const record = (id: string, result: 'PASS' | 'FAIL' | 'NA' | null, token = tokens.tech, note?: string) =>
  gql(gateway, RecordChecklistResultMutation, { id, result, note }, { token });
const openCorrective = (itemId: string, token = tokens.tech, input = {}) =>
  gql(gateway, OpenCorrectiveMutation, { itemId, input }, { token });

/** A preventive order on a new machine of FRM-001, assigned to the technician, with three items. */
async function inspection() {
  const machine = await newMachine(gateway, tokens.admin, FRM1);
  const order = await createOrder(gateway, tokens.manager, {
    farmId: FRM1,
    type: 'PREVENTIVE',
    title: '250 h service',
    equipmentId: machine.id,
    assigneeIds: [IDS.tech],
  });
  const items = [];
  for (const text of ['Check the hydraulic hoses', 'Grease the pivots', 'Check the tyre pressure'])
    items.push(expectData(await addItem(order.id, text)).addChecklistItem);
  return { machine, order, items };
}

describe('checklist', () => {
  it('managers add items at the end; a client id adds once; technicians and viewers may not add', async () => {
    const { order, items } = await inspection();
    expect(items.map((item) => item.position)).toEqual([0, 1, 2]);
    const id = clientId();
    const first = expectData(await addItem(order.id, 'Check the lights', tokens.manager, id)).addChecklistItem;
    const again = expectData(await addItem(order.id, 'Something else', tokens.manager, id)).addChecklistItem;
    expect(again).toEqual(first);
    expect(first).toMatchObject({ id, position: 3, result: null });
    const other = await inspection();
    expect(errorCode((await addItem(other.order.id, 'Elsewhere', tokens.manager, id)).body)).toBe('CONFLICT');
    expect(errorCode((await addItem(order.id, 'Mine', tokens.tech)).body)).toBe('FORBIDDEN');
    expect(errorCode((await addItem(order.id, 'Mine', tokens.viewer)).body)).toBe('FORBIDDEN');
    expect(errorCode((await addItem(order.id, 'x'.repeat(501))).body)).toBe('BAD_USER_INPUT');
    expect((await checklistOf(order.id)).map((item) => item.text)).toEqual([
      'Check the hydraulic hoses',
      'Grease the pivots',
      'Check the tyre pressure',
      'Check the lights',
    ]);
  });

  it('the assigned technician records results with who and when; others may not; all on the timeline', async () => {
    const { order, items } = await inspection();
    const passed = expectData(await record(items[0].id, 'PASS', tokens.tech, 'No leak')).recordChecklistResult;
    expect(passed).toMatchObject({ result: 'PASS', note: 'No leak', doneBy: { id: IDS.tech } });
    expect(Date.parse(passed.doneAt!)).toBeGreaterThan(Date.now() - 60_000);
    expectData(await record(items[1].id, 'NA', tokens.manager));
    const cleared = expectData(await record(items[1].id, null, tokens.tech)).recordChecklistResult;
    expect(cleared).toMatchObject({ result: null, doneBy: null, doneAt: null });
    const before = await checklistOf(order.id);
    // The manager account is not assigned here but manages FRM-001; the viewer and nofarm
    // accounts are not members; the admin may.
    const unassigned = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: order.equipment.id });
    const item = expectData(await addItem(unassigned.id, 'Look')).addChecklistItem;
    expect(errorCode((await record(item.id, 'PASS', tokens.tech)).body)).toBe('FORBIDDEN');
    for (const account of ['viewer', 'nofarm'] as const)
      expect(errorCode((await record(items[2].id, 'FAIL', tokens[account])).body), account).toBe('FORBIDDEN');
    expect(await checklistOf(order.id)).toEqual(before);
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry).toMatchObject({
      action: 'CHECKLIST_RESULT',
      changes: { item: { after: 'Grease the pivots' }, result: { before: 'NA', after: null } },
    });
  });

  it('a failed item opens one corrective order for the same machine, linked to the order and the item', async () => {
    const { machine, order, items } = await inspection();
    expectData(await record(items[0].id, 'PASS'));
    expect(errorCode((await openCorrective(items[0].id)).body)).toBe('BAD_USER_INPUT');
    expectData(await record(items[0].id, 'FAIL', tokens.tech, 'Hose cracked near the pump'));
    const answers = await Promise.all(
      [clientId(), clientId(), undefined, undefined].map((id) =>
        openCorrective(items[0].id, tokens.tech, { id, equipmentDown: true }),
      ),
    );
    const opened = answers.map((res) => expectData(res).openCorrectiveFromChecklistItem);
    expect(new Set(opened.map((o) => o.id)).size).toBe(1);
    expect(opened[0]).toMatchObject({
      type: 'CORRECTIVE',
      title: 'Check the hydraulic hoses',
      description: 'Hose cracked near the pump',
      priority: 'HIGH',
      status: 'OPEN',
      equipmentDown: true,
      equipment: { id: machine.id, status: 'DOWN' },
      parent: { id: order.id, number: order.number },
      requester: { id: IDS.tech },
    });
    expect((await checklistOf(order.id))[0].correctiveOrder).toEqual({ id: opened[0].id, number: opened[0].number });
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry).toMatchObject({
      action: 'CORRECTIVE_OPENED',
      changes: { correctiveOrder: { after: opened[0].number } },
    });
    expect((await readMachine(gateway, tokens.admin, machine.id)).status).toBe('DOWN');
    // The item that opened an order stays; another one may go.
    const kept = await gql(gateway, RemoveChecklistItemMutation, { id: items[0].id }, { token: tokens.manager });
    expect(kept.body.errors?.[0].extensions?.messageKey).toBe('checklistItemHasOrder');
    expect(
      errorCode((await gql(gateway, RemoveChecklistItemMutation, { id: items[1].id }, { token: tokens.tech })).body),
    ).toBe('FORBIDDEN');
    expect(
      expectData(await gql(gateway, RemoveChecklistItemMutation, { id: items[1].id }, { token: tokens.manager })),
    ).toEqual({
      removeChecklistItem: true,
    });
    expect((await checklistOf(order.id)).map((item) => item.id)).toEqual([items[0].id, items[2].id]);
  });

  it('a closed order keeps its checklist as it is until it is reopened', async () => {
    const { order, items } = await inspection();
    expectData(await TRANSITIONS.cancel(gateway, order.id, tokens.manager));
    const before = await checklistOf(order.id);
    expect(errorCode((await addItem(order.id, 'Late')).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await record(items[0].id, 'PASS')).body)).toBe('BAD_USER_INPUT');
    expect(await checklistOf(order.id)).toEqual(before);
  });

  it("another farm's orders and items are FORBIDDEN to every checklist call", async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM3);
    const order = await createOrder(gateway, tokens.admin, { farmId: FRM3, equipmentId: machine.id });
    const item = expectData(await addItem(order.id, 'Theirs', tokens.admin)).addChecklistItem;
    expectData(await record(item.id, 'FAIL', tokens.admin));
    const before = await checklistOf(order.id);
    const calls = [
      addItem(order.id, 'Intruder', tokens.manager),
      record(item.id, 'PASS', tokens.manager),
      openCorrective(item.id, tokens.manager),
      gql(gateway, RemoveChecklistItemMutation, { id: item.id }, { token: tokens.manager }),
    ];
    expect((await Promise.all(calls)).map((res) => errorCode(res.body))).toEqual(Array(4).fill('FORBIDDEN'));
    expect(await checklistOf(order.id)).toEqual(before);
  });
});

describe('failure codes', () => {
  const codes = async (farmId: string, token = tokens.admin, includeInactive = false) =>
    expectData(await gql(gateway, FailureCodesQuery, { farmId, includeInactive }, { token })).failureCodes;
  const codeId = async (farmId: string, kind: string, code: string) =>
    (await codes(farmId)).find((row) => row.kind === kind && row.code === code)!.id;
  const createCode = (
    input: { farmId: string; kind: 'PROBLEM' | 'CAUSE' | 'REMEDY'; code: string; label: string; id?: string },
    token = tokens.manager,
  ) => gql(gateway, CreateFailureCodeMutation, { input }, { token });

  it('every farm starts with the default problem, cause and remedy lists', async () => {
    for (const farm of demo.farms) {
      const rows = await codes(farm.id);
      expect(rows.filter((row) => row.kind === 'PROBLEM').map((row) => row.code)).toEqual(
        expect.arrayContaining([
          'HYDRAULIC_LEAK',
          'ELECTRICAL_FAULT',
          'ENGINE_WONT_START',
          'FLAT_TYRE',
          'BELT_BROKEN',
          'OVERHEATING',
        ]),
      );
      for (const kind of ['CAUSE', 'REMEDY'])
        expect(
          rows.some((row) => row.kind === kind),
          kind,
        ).toBe(true);
      expect(new Set(rows.map((row) => row.farmId))).toEqual(new Set([farm.id]));
    }
    expect((await codes(FRM1, tokens.tech)).length).toBeGreaterThan(10);
  });

  it('managers add, rename and retire codes; a code is unique in its list; others may not', async () => {
    const id = clientId();
    const input = { farmId: FRM1, kind: 'PROBLEM' as const, code: 'PTO_SLIPPING', label: 'PTO slipping', id };
    const made = expectData(await createCode(input)).createFailureCode;
    expect(expectData(await createCode({ ...input, label: 'Again' })).createFailureCode).toEqual(made);
    expect(errorCode((await createCode({ ...input, id: undefined })).body)).toBe('CONFLICT');
    expect(errorCode((await createCode({ ...input, id: undefined, code: 'pto slipping' })).body)).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode((await createCode({ ...input, id: undefined, code: 'OTHER' }, tokens.tech)).body)).toBe(
      'FORBIDDEN',
    );
    // The same code in another list is another code.
    expectData(await createCode({ ...input, id: undefined, kind: 'CAUSE' }));
    const retired = expectData(
      await gql(
        gateway,
        UpdateFailureCodeMutation,
        { id: made.id, input: { label: 'PTO clutch slipping', active: false } },
        { token: tokens.manager },
      ),
    ).updateFailureCode;
    expect(retired).toEqual({ id: made.id, label: 'PTO clutch slipping', active: false });
    expect((await codes(FRM1)).some((row) => row.id === made.id)).toBe(false);
    expect((await codes(FRM1, tokens.admin, true)).some((row) => row.id === made.id)).toBe(true);
    const refused = await gql(
      gateway,
      UpdateFailureCodeMutation,
      { id: made.id, input: { active: true } },
      { token: tokens.tech },
    );
    expect(errorCode(refused.body)).toBe('FORBIDDEN');
  });

  it('a corrective order records its problem, cause and remedy from its own farm’s active lists', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      assigneeIds: [IDS.tech],
    });
    const [leak, wear, replaced] = await Promise.all([
      codeId(FRM1, 'PROBLEM', 'HYDRAULIC_LEAK'),
      codeId(FRM1, 'CAUSE', 'WEAR'),
      codeId(FRM1, 'REMEDY', 'REPLACED_PART'),
    ]);
    const recordFailure = (input: Record<string, string | null>, token = tokens.tech, id = order.id) =>
      gql(gateway, RecordFailureMutation, { id, input }, { token });
    const recorded = expectData(
      await recordFailure({ problemCodeId: leak, causeCodeId: wear, remedyCodeId: replaced }),
    );
    expect(recorded.recordWorkOrderFailure).toMatchObject({
      problem: { code: 'HYDRAULIC_LEAK' },
      cause: { code: 'WEAR' },
      remedy: { code: 'REPLACED_PART' },
    });
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry).toMatchObject({ action: 'FAILURE', changes: { problem: { before: null, after: 'Hydraulic leak' } } });
    const inactive = expectData(
      await createCode({ farmId: FRM1, kind: 'CAUSE', code: 'OLD_CAUSE', label: 'Old' }),
    ).createFailureCode;
    await gql(
      gateway,
      UpdateFailureCodeMutation,
      { id: inactive.id, input: { active: false } },
      { token: tokens.manager },
    );
    const before = await readOrder(gateway, tokens.admin, order.id);
    const refusals = [
      await recordFailure({ problemCodeId: wear }),
      await recordFailure({ causeCodeId: await codeId(FRM3, 'CAUSE', 'WEAR') }),
      await recordFailure({ causeCodeId: inactive.id }),
    ];
    expect(refusals.map((res) => errorCode(res.body))).toEqual(Array(3).fill('BAD_USER_INPUT'));
    const unassigned = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    expect(errorCode((await recordFailure({ problemCodeId: leak }, tokens.tech, unassigned.id)).body)).toBe(
      'FORBIDDEN',
    );
    const preventive = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      type: 'PREVENTIVE',
    });
    expect(errorCode((await recordFailure({ problemCodeId: leak }, tokens.manager, preventive.id)).body)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await readOrder(gateway, tokens.admin, order.id)).toEqual(before);
    const cleared = expectData(await recordFailure({ remedyCodeId: null })).recordWorkOrderFailure;
    expect(cleared).toMatchObject({ problem: { code: 'HYDRAULIC_LEAK' }, remedy: null });
  });

  it("another farm's lists are FORBIDDEN to read, extend or change", async () => {
    const theirs = await codeId(FRM3, 'PROBLEM', 'FLAT_TYRE');
    const before = await codes(FRM3, tokens.admin, true);
    const answers = [
      await gql(gateway, FailureCodesQuery, { farmId: FRM3 }, { token: tokens.manager }),
      await createCode({ farmId: FRM3, kind: 'PROBLEM', code: 'INTRUDER', label: 'Intruder' }),
      await gql(
        gateway,
        UpdateFailureCodeMutation,
        { id: theirs, input: { label: 'Intruder' } },
        { token: tokens.manager },
      ),
    ];
    expect(answers.map((res) => errorCode(res.body))).toEqual(Array(3).fill('FORBIDDEN'));
    expect(await codes(FRM3, tokens.admin, true)).toEqual(before);
  });
});

describe('downtime', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const periodsOf = async (id: string) =>
    expectData(await gql(gateway, DowntimeQuery, { id }, { token: tokens.admin })).workOrder!.downtime;
  const add = (
    workOrderId: string,
    input: { startedAt: string; endedAt?: string | null; reason: string; id?: string },
    token = tokens.tech,
  ) => gql(gateway, AddDowntimeMutation, { workOrderId, input }, { token });

  it('records several periods of a corrective order, never overlapping, each on the timeline', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      assigneeIds: [IDS.tech],
    });
    const id = clientId();
    const first = expectData(
      await add(order.id, { id, startedAt: hoursAgo(10), endedAt: hoursAgo(8), reason: 'Hose burst' }),
    ).addDowntime;
    expect(first.minutes).toBe(120);
    expect(expectData(await add(order.id, { id, startedAt: hoursAgo(5), reason: 'Again' })).addDowntime).toEqual(first);
    const open = expectData(
      await add(order.id, { startedAt: hoursAgo(3), reason: 'Waiting for the pump' }),
    ).addDowntime;
    expect(open.endedAt).toBeNull();
    expect(open.minutes).toBeGreaterThanOrEqual(179);
    const before = await periodsOf(order.id);
    const refusals = [
      await add(order.id, { startedAt: hoursAgo(9), endedAt: hoursAgo(7), reason: 'Overlaps the first' }),
      await add(order.id, { startedAt: hoursAgo(1), reason: 'Inside the open one' }),
      await add(order.id, { startedAt: hoursAgo(20), endedAt: hoursAgo(21), reason: 'Ends before it starts' }),
      await add(order.id, { startedAt: new Date(Date.now() + 3_600_000).toISOString(), reason: 'Future' }),
      await add(order.id, { startedAt: hoursAgo(30), endedAt: hoursAgo(29), reason: '' }),
      await gql(
        gateway,
        UpdateDowntimeMutation,
        { id: first.id, input: { endedAt: hoursAgo(2) } },
        { token: tokens.tech },
      ),
    ];
    expect(refusals.map((res) => errorCode(res.body))).toEqual(Array(6).fill('BAD_USER_INPUT'));
    expect(await periodsOf(order.id)).toEqual(before);
    const ended = expectData(
      await gql(
        gateway,
        UpdateDowntimeMutation,
        { id: open.id, input: { endedAt: hoursAgo(1) } },
        { token: tokens.tech },
      ),
    ).updateDowntime;
    expect(ended.minutes).toBe(120);
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry).toMatchObject({ action: 'DOWNTIME_UPDATE', changes: { endedAt: { before: null } } });
    expect(expectData(await gql(gateway, RemoveDowntimeMutation, { id: first.id }, { token: tokens.manager }))).toEqual(
      { removeDowntime: true },
    );
    expect((await periodsOf(order.id)).map((period) => period.id)).toEqual([open.id]);
  });

  it('is for corrective orders that are open, recorded by their assignees and managers only', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const preventive = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      type: 'PREVENTIVE',
    });
    expect(errorCode((await add(preventive.id, { startedAt: hoursAgo(2), reason: 'No' }, tokens.manager)).body)).toBe(
      'BAD_USER_INPUT',
    );
    const unassigned = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    expect(errorCode((await add(unassigned.id, { startedAt: hoursAgo(2), reason: 'No' })).body)).toBe('FORBIDDEN');
    const period = expectData(
      await add(unassigned.id, { startedAt: hoursAgo(2), reason: 'Stopped' }, tokens.manager),
    ).addDowntime;
    expectData(await TRANSITIONS.cancel(gateway, unassigned.id, tokens.manager));
    const closed = await gql(gateway, RemoveDowntimeMutation, { id: period.id }, { token: tokens.manager });
    expect(errorCode(closed.body)).toBe('BAD_USER_INPUT');
    // Another farm's order and period.
    const foreignMachine = await newMachine(gateway, tokens.admin, FRM3);
    const foreign = await createOrder(gateway, tokens.admin, { farmId: FRM3, equipmentId: foreignMachine.id });
    const theirs = expectData(
      await add(foreign.id, { startedAt: hoursAgo(2), reason: 'Theirs' }, tokens.admin),
    ).addDowntime;
    const answers = [
      await add(foreign.id, { startedAt: hoursAgo(5), endedAt: hoursAgo(4), reason: 'Intruder' }, tokens.manager),
      await gql(
        gateway,
        UpdateDowntimeMutation,
        { id: theirs.id, input: { reason: 'Intruder' } },
        { token: tokens.manager },
      ),
      await gql(gateway, RemoveDowntimeMutation, { id: theirs.id }, { token: tokens.manager }),
    ];
    expect(answers.map((res) => errorCode(res.body))).toEqual(Array(3).fill('FORBIDDEN'));
    expect(await periodsOf(foreign.id)).toEqual([theirs]);
  });
});

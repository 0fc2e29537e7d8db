// Role permissions on equipment and spare parts inside the user's own farm: the viewer only
// reads; the technician records meter readings and issues stock but may not create or
// update machines or parts, nor receive or adjust stock; the manager does everything on
// his farms; the admin on every farm. Every refused write is FORBIDDEN and re-read to
// prove nothing changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql, gqlRaw } from './support/gateway.js';
import {
  FRM1,
  FRM2,
  FRM3,
  allMachines,
  allParts,
  createMachine,
  createPart,
  expectData,
  expectError,
  readMachine,
  readPart,
  uniqueCode,
  type MaintenanceAccountKey,
  maintenanceSuite,
} from './support/maintenance.js';
import {
  AdjustStockMutation,
  CreateEquipmentMutation,
  CreateSparePartMutation,
  EquipmentListQuery,
  EquipmentQuery,
  IssueStockMutation,
  ReceiveStockMutation,
  RecordMeterReadingMutation,
  RetireEquipmentMutation,
  SparePartQuery,
  SparePartsQuery,
  UpdateEquipmentMutation,
  UpdateSparePartMutation,
} from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();
const records: Record<string, { machine: string; part: string }> = {};

beforeAll(async () => {
  for (const farmId of [FRM1, FRM2, FRM3]) {
    const machine = await createMachine(gateway, tokens.admin, { farmId, meterValue: 100 });
    const part = await createPart(gateway, tokens.admin, { farmId, minQuantity: 1 });
    const res = await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 20 }, { token: tokens.admin });
    expect(res.body.errors).toBeUndefined();
    records[farmId] = { machine: machine.id, part: part.id };
  }
});

/** Everything a refused write could have touched in one farm, read by the admin. */
async function farmState(farmId: string) {
  const { machine, part } = records[farmId];
  return {
    machine: await readMachine(gateway, tokens.admin, machine),
    part: await readPart(gateway, tokens.admin, part),
    machines: (await allMachines(gateway, tokens.admin, farmId, { filter: { includeRetired: true } })).map((m) => m.id),
    parts: (await allParts(gateway, tokens.admin, farmId)).map((p) => p.id),
  };
}

/** Every write of the two areas on one farm's records, labelled. */
function writes(farmId: string) {
  const { machine, part } = records[farmId];
  return {
    createEquipment: (token: string) =>
      gql(
        gateway,
        CreateEquipmentMutation,
        { input: { farmId, code: uniqueCode('PRM'), name: 'Refused', category: 'OTHER' } },
        { token },
      ),
    updateEquipment: (token: string) =>
      gql(gateway, UpdateEquipmentMutation, { id: machine, input: { name: 'Refused' } }, { token }),
    retireEquipment: (token: string) => gql(gateway, RetireEquipmentMutation, { id: machine }, { token }),
    recordMeterReading: (token: string) =>
      gql(gateway, RecordMeterReadingMutation, { equipmentId: machine, value: 500 }, { token }),
    createSparePart: (token: string) =>
      gql(
        gateway,
        CreateSparePartMutation,
        { input: { farmId, partNumber: uniqueCode('PRP'), name: 'Refused', unit: 'PCS' } },
        { token },
      ),
    updateSparePart: (token: string) =>
      gql(gateway, UpdateSparePartMutation, { id: part, input: { name: 'Refused' } }, { token }),
    receiveStock: (token: string) => gql(gateway, ReceiveStockMutation, { partId: part, quantity: 5 }, { token }),
    adjustStock: (token: string) =>
      gql(gateway, AdjustStockMutation, { partId: part, quantity: -1, reason: 'Refused count' }, { token }),
    issueStock: (token: string) => gql(gateway, IssueStockMutation, { partId: part, quantity: 1 }, { token }),
  };
}
type WriteName = keyof ReturnType<typeof writes>;

async function expectRefused(account: MaintenanceAccountKey, farmId: string, names: WriteName[]) {
  const before = await farmState(farmId);
  const all = writes(farmId);
  const codes: Record<string, unknown> = {};
  for (const name of names) {
    const res = await all[name](tokens[account]);
    codes[name] = errorCode(res.body);
    expect(res.status, name).toBe(200);
  }
  expect(codes).toEqual(Object.fromEntries(names.map((name) => [name, 'FORBIDDEN'])));
  expect(await farmState(farmId)).toEqual(before);
}

async function expectReads(account: MaintenanceAccountKey, farmId: string) {
  const { machine, part } = records[farmId];
  const token = tokens[account];
  expect(
    expectData(await gql(gateway, EquipmentListQuery, { farmId }, { token })).equipmentList.totalCount,
  ).toBeGreaterThan(0);
  expect(expectData(await gql(gateway, EquipmentQuery, { id: machine }, { token })).equipment?.id).toBe(machine);
  expect(expectData(await gql(gateway, SparePartsQuery, { farmId }, { token })).spareParts.totalCount).toBeGreaterThan(
    0,
  );
  expect(expectData(await gql(gateway, SparePartQuery, { id: part }, { token })).sparePart?.id).toBe(part);
}

describe('viewer (FRM-002)', () => {
  it('reads the register and the store of his farm', async () => {
    await expectReads('viewer', FRM2);
  });

  it('cannot create, update, retire, record, receive, adjust or issue: FORBIDDEN and nothing changed', async () => {
    await expectRefused('viewer', FRM2, [
      'createEquipment',
      'updateEquipment',
      'retireEquipment',
      'recordMeterReading',
      'createSparePart',
      'updateSparePart',
      'receiveStock',
      'adjustStock',
      'issueStock',
    ]);
  });
});

/** What a technician may not do: change the register or the stock other than by issuing. */
const MANAGER_ONLY_WRITES: WriteName[] = [
  'createEquipment',
  'updateEquipment',
  'retireEquipment',
  'createSparePart',
  'updateSparePart',
  'receiveStock',
  'adjustStock',
];

describe('technician (FRM-001)', () => {
  it('reads the register and the store of his farm', async () => {
    await expectReads('tech', FRM1);
  });

  it('cannot create or update machines or parts, retire, receive or adjust: FORBIDDEN and nothing changed', async () => {
    await expectRefused('tech', FRM1, MANAGER_ONLY_WRITES);
  });

  it('records a meter reading and issues stock', async () => {
    const { machine, part } = records[FRM1];
    const before = await readPart(gateway, tokens.admin, part);
    const reading = await writes(FRM1).recordMeterReading(tokens.tech);
    expect(expectData(reading).recordMeterReading.value).toBe(500);
    expect((await readMachine(gateway, tokens.admin, machine)).meterValue).toBe(500);
    const issued = await writes(FRM1).issueStock(tokens.tech);
    expect(expectData(issued).issueStock.quantityOnHand).toBe(before.quantityOnHand - 1);
  });
});

describe('one person, two roles: the manager account manages FRM-001 and is a technician on FRM-002', () => {
  it('on FRM-002 cannot create or update machines or parts, retire, receive or adjust: FORBIDDEN and nothing changed', async () => {
    await expectRefused('manager', FRM2, MANAGER_ONLY_WRITES);
  });

  it('on FRM-002 records a meter reading and issues stock, as a technician does', async () => {
    const { machine, part } = records[FRM2];
    const before = await readPart(gateway, tokens.admin, part);
    const reading = (await readMachine(gateway, tokens.admin, machine)).meterValue;
    const recorded = await gql(
      gateway,
      RecordMeterReadingMutation,
      { equipmentId: machine, value: reading + 1 },
      { token: tokens.manager },
    );
    expect(expectData(recorded).recordMeterReading.value).toBe(reading + 1);
    const issued = await writes(FRM2).issueStock(tokens.manager);
    expect(expectData(issued).issueStock.quantityOnHand).toBe(before.quantityOnHand - 1);
  });

  it('each farm tells the client what the manager account may do there', async () => {
    const res = await gqlRaw(gateway, '{ farms { id viewerPermissions } }', undefined, { token: tokens.manager });
    const permissions = Object.fromEntries(
      res.body.data.farms.map((farm: { id: string; viewerPermissions: string[] }) => [farm.id, farm.viewerPermissions]),
    );
    expect(permissions[FRM1]).toEqual(expect.arrayContaining(['equipment.write', 'inventory.write', 'users.manage']));
    expect(permissions[FRM2]).toEqual(['inventory.issue', 'meters.write', 'reports.view', 'workorders.write']);
    const me = await gqlRaw(gateway, '{ me { roles permissions } }', undefined, {
      token: tokens.manager,
      farmId: FRM2,
    });
    expect(me.body.data.me).toEqual({ roles: ['technician'], permissions: permissions[FRM2] });
    const meOnFirst = await gqlRaw(gateway, '{ me { roles } }', undefined, { token: tokens.manager, farmId: FRM1 });
    expect(meOnFirst.body.data.me.roles).toEqual(['manager']);
  });

  it('the menu of each farm lists what the manager account may open there, and no other farm’s menu is given', async () => {
    const menuOf = async (farmId: string) => {
      const res = await gqlRaw(
        gateway,
        'query($farmId: ID) { navigation(farmId: $farmId) { default { id } } }',
        { farmId },
        {
          token: tokens.manager,
        },
      );
      return res.body;
    };
    const ids = (body: Awaited<ReturnType<typeof menuOf>>) =>
      (body.data?.navigation.default as { id: string }[]).map((item) => item.id);
    expect(ids(await menuOf(FRM1))).toContain('user-management');
    expect(ids(await menuOf(FRM2))).toEqual(expect.arrayContaining(['equipment', 'reports']));
    expect(ids(await menuOf(FRM2))).not.toContain('user-management');
    const foreign = await menuOf(FRM3);
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('manager (FRM-001) and admin (every farm)', () => {
  for (const [account, farmId] of [
    ['manager', FRM1],
    ['admin', FRM3],
  ] as [MaintenanceAccountKey, string][]) {
    it(`${account} performs every write on ${farmId === FRM1 ? 'FRM-001' : farmId === FRM2 ? 'FRM-002' : 'FRM-003'}`, async () => {
      const token = tokens[account];
      const all = writes(farmId);
      const { machine, part } = records[farmId];
      const before = await readPart(gateway, tokens.admin, part);
      const reading = (await readMachine(gateway, tokens.admin, machine)).meterValue;
      for (const name of [
        'createEquipment',
        'updateEquipment',
        'createSparePart',
        'updateSparePart',
        'receiveStock',
        'adjustStock',
        'issueStock',
      ] as WriteName[]) {
        const res = await all[name](token);
        expect(res.body.errors, `${account} ${name}: ${JSON.stringify(res.body.errors)}`).toBeUndefined();
      }
      const value = reading + 10;
      expectData(await gql(gateway, RecordMeterReadingMutation, { equipmentId: machine, value }, { token }));
      const after = await readPart(gateway, tokens.admin, part);
      expect(after.quantityOnHand).toBe(before.quantityOnHand + 5 - 1 - 1);
      expect(after.name).toBe('Refused');
      const retired = expectData(
        await gql(gateway, RetireEquipmentMutation, { id: machine }, { token }),
      ).retireEquipment;
      expect(retired.status).toBe('RETIRED');
      const detail = await readMachine(gateway, tokens.admin, machine);
      expect(detail.meterValue).toBe(value);
      expect(detail.history[0].action).toBe('RETIRE');
    });
  }

  it('anonymous requests are UNAUTHENTICATED and change nothing', async () => {
    const before = await farmState(FRM1);
    const list = await gql(gateway, EquipmentListQuery, { farmId: FRM1 });
    expect(errorCode(list.body)).toBe('UNAUTHENTICATED');
    const issue = await gql(gateway, IssueStockMutation, { partId: records[FRM1].part, quantity: 1 });
    expect(errorCode(issue.body)).toBe('UNAUTHENTICATED');
    expectError(await gql(gateway, SparePartsQuery, { farmId: FRM1 }), 'UNAUTHENTICATED');
    expect(await farmState(FRM1)).toEqual(before);
  });
});

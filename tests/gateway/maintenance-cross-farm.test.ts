// Farm isolation of the equipment register and the spare-parts store: for every query and
// mutation, manager / technician / viewer / no-farm users aimed at a farm (or a record of
// a farm) they do not belong to get FORBIDDEN, no data, and nothing changes in that farm.
// A foreign X-Farm-Id header fails the whole request with HTTP 403.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql } from './support/gateway.js';
import {
  ALL_FARMS,
  FRM1,
  FRM2,
  MACCOUNTS,
  allMachines,
  allParts,
  createMachine,
  createPart,
  expectData,
  machinesOf,
  partsOf,
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
/** Per farm: a machine with a meter and a part with stock made by the admin, plus a seeded machine and part. */
const records: Record<string, { machine: string; part: string; seededMachine: string; seededPart: string }> = {};

beforeAll(async () => {
  for (const farmId of ALL_FARMS) {
    const machine = await createMachine(gateway, tokens.admin, { farmId, meterValue: 100 });
    const part = await createPart(gateway, tokens.admin, { farmId, minQuantity: 1 });
    const res = await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 20 }, { token: tokens.admin });
    expect(res.body.errors).toBeUndefined();
    records[farmId] = {
      machine: machine.id,
      part: part.id,
      seededMachine: machinesOf(farmId).find((m) => m.meterUnit !== 'NONE')!.id,
      seededPart: partsOf(farmId)[0].id,
    };
  }
});

async function farmState(farmId: string) {
  const r = records[farmId];
  return {
    records: await Promise.all([
      readMachine(gateway, tokens.admin, r.machine),
      readMachine(gateway, tokens.admin, r.seededMachine),
    ]),
    parts: await Promise.all([readPart(gateway, tokens.admin, r.part), readPart(gateway, tokens.admin, r.seededPart)]),
    machineIds: (await allMachines(gateway, tokens.admin, farmId, { filter: { includeRetired: true } })).map(
      (m) => m.id,
    ),
    partIds: (await allParts(gateway, tokens.admin, farmId)).map((p) => [p.id, p.quantityOnHand, p.unitCost, p.name]),
  };
}

/** Every operation of the two areas aimed at one farm; each answers with the response. */
function operations(farmId: string, own: string | undefined) {
  const r = records[farmId];
  return {
    equipmentList: (token: string) => gql(gateway, EquipmentListQuery, { farmId }, { token }),
    equipmentListIncludingRetired: (token: string) =>
      gql(gateway, EquipmentListQuery, { farmId, filter: { includeRetired: true, text: 'a' }, first: 100 }, { token }),
    equipment: (token: string) => gql(gateway, EquipmentQuery, { id: r.machine }, { token }),
    equipmentSeeded: (token: string) => gql(gateway, EquipmentQuery, { id: r.seededMachine }, { token }),
    createEquipment: (token: string) =>
      gql(
        gateway,
        CreateEquipmentMutation,
        { input: { farmId, code: uniqueCode('XF'), name: 'Intruder', category: 'OTHER' } },
        { token },
      ),
    createEquipmentWithOwnParent: (token: string) =>
      gql(
        gateway,
        CreateEquipmentMutation,
        {
          input: {
            farmId,
            code: uniqueCode('XF'),
            name: 'Intruder',
            category: 'OTHER',
            parentId: own ? records[own].machine : r.machine,
          },
        },
        { token },
      ),
    updateEquipment: (token: string) =>
      gql(gateway, UpdateEquipmentMutation, { id: r.machine, input: { name: 'Hijacked' } }, { token }),
    updateEquipmentSeeded: (token: string) =>
      gql(
        gateway,
        UpdateEquipmentMutation,
        { id: r.seededMachine, input: { status: 'DOWN', notes: 'Hijacked' } },
        { token },
      ),
    retireEquipment: (token: string) => gql(gateway, RetireEquipmentMutation, { id: r.machine }, { token }),
    recordMeterReading: (token: string) =>
      gql(gateway, RecordMeterReadingMutation, { equipmentId: r.machine, value: 99999 }, { token }),
    spareParts: (token: string) => gql(gateway, SparePartsQuery, { farmId }, { token }),
    sparePartsLowStock: (token: string) =>
      gql(gateway, SparePartsQuery, { farmId, filter: { lowStock: true } }, { token }),
    sparePart: (token: string) => gql(gateway, SparePartQuery, { id: r.part }, { token }),
    sparePartSeeded: (token: string) => gql(gateway, SparePartQuery, { id: r.seededPart }, { token }),
    createSparePart: (token: string) =>
      gql(
        gateway,
        CreateSparePartMutation,
        { input: { farmId, partNumber: uniqueCode('XP'), name: 'Intruder', unit: 'PCS' } },
        { token },
      ),
    updateSparePart: (token: string) =>
      gql(gateway, UpdateSparePartMutation, { id: r.part, input: { name: 'Hijacked', unitCost: 0 } }, { token }),
    receiveStock: (token: string) => gql(gateway, ReceiveStockMutation, { partId: r.part, quantity: 1000 }, { token }),
    adjustStock: (token: string) =>
      gql(gateway, AdjustStockMutation, { partId: r.part, quantity: -20, reason: 'Gone missing' }, { token }),
    issueStock: (token: string) => gql(gateway, IssueStockMutation, { partId: r.part, quantity: 20 }, { token }),
    issueStockSeeded: (token: string) =>
      gql(gateway, IssueStockMutation, { partId: r.seededPart, quantity: 1 }, { token }),
  };
}

const intruders: MaintenanceAccountKey[] = ['manager', 'tech', 'viewer', 'nofarm'];
const reference = (farmId: string) => `FRM-00${ALL_FARMS.indexOf(farmId) + 1}`;

describe('every operation on a foreign farm is FORBIDDEN and changes nothing', () => {
  for (const account of intruders) {
    const foreign = ALL_FARMS.filter((farmId) => !MACCOUNTS[account].farmIds.includes(farmId));
    for (const farmId of foreign)
      it(`${account} → ${reference(farmId)}`, async () => {
        const before = await farmState(farmId);
        const ops = operations(farmId, MACCOUNTS[account].farmIds[0]);
        const answers: Record<string, unknown> = {};
        for (const [name, run] of Object.entries(ops)) {
          const res = await run(tokens[account]);
          expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
          answers[name] = errorCode(res.body);
          // Nullable roots (equipment, sparePart) answer { field: null }; the others data: null.
          expect(
            Object.values(res.body.data ?? {}).filter((value) => value !== null),
            name,
          ).toEqual([]);
        }
        expect(answers).toEqual(Object.fromEntries(Object.keys(ops).map((name) => [name, 'FORBIDDEN'])));
        expect(await farmState(farmId)).toEqual(before);
      });
  }
});

describe('a foreign user sending an invalid payload still gets FORBIDDEN (access is checked first)', () => {
  it('nofarm / tech with invalid input on a foreign farm’s records: FORBIDDEN, not a validation answer', async () => {
    const r = records[FRM2];
    const attempts = {
      createEquipmentEmptyCode: () =>
        gql(
          gateway,
          CreateEquipmentMutation,
          { input: { farmId: FRM2, code: '', name: 'x', category: 'OTHER' } },
          { token: tokens.nofarm },
        ),
      createSparePartNegativeMin: () =>
        gql(
          gateway,
          CreateSparePartMutation,
          { input: { farmId: FRM2, partNumber: 'x', name: 'x', unit: 'PCS', minQuantity: -1 } },
          { token: tokens.tech },
        ),
      updateEquipmentBadYear: () =>
        gql(gateway, UpdateEquipmentMutation, { id: r.machine, input: { year: 1 } }, { token: tokens.tech }),
      recordMeterReadingNegative: () =>
        gql(gateway, RecordMeterReadingMutation, { equipmentId: r.machine, value: -1 }, { token: tokens.tech }),
      receiveStockZero: () =>
        gql(gateway, ReceiveStockMutation, { partId: r.part, quantity: 0 }, { token: tokens.tech }),
      adjustStockNoReason: () =>
        gql(gateway, AdjustStockMutation, { partId: r.part, quantity: -1, reason: '' }, { token: tokens.tech }),
      issueStockNegative: () =>
        gql(gateway, IssueStockMutation, { partId: r.part, quantity: -5 }, { token: tokens.nofarm }),
    };
    const answers: Record<string, unknown> = {};
    for (const [name, run] of Object.entries(attempts)) answers[name] = errorCode((await run()).body);
    expect(answers).toEqual(Object.fromEntries(Object.keys(attempts).map((name) => [name, 'FORBIDDEN'])));
  });
});

describe('X-Farm-Id header', () => {
  it('a foreign X-Farm-Id fails the request with HTTP 403, even for the user’s own farm, and changes nothing', async () => {
    const own = FRM1;
    const foreign = ALL_FARMS.find((farmId) => !MACCOUNTS.tech.farmIds.includes(farmId))!;
    const beforeOwn = await farmState(own);
    const beforeForeign = await farmState(foreign);
    for (const [name, run] of [
      [
        'equipmentList',
        () => gql(gateway, EquipmentListQuery, { farmId: own }, { token: tokens.tech, farmId: foreign }),
      ],
      ['spareParts', () => gql(gateway, SparePartsQuery, { farmId: own }, { token: tokens.tech, farmId: foreign })],
      [
        'equipment',
        () => gql(gateway, EquipmentQuery, { id: records[own].machine }, { token: tokens.tech, farmId: foreign }),
      ],
      [
        'issueStock',
        () =>
          gql(
            gateway,
            IssueStockMutation,
            { partId: records[own].part, quantity: 1 },
            { token: tokens.tech, farmId: foreign },
          ),
      ],
      [
        'recordMeterReading',
        () =>
          gql(
            gateway,
            RecordMeterReadingMutation,
            { equipmentId: records[own].machine, value: 150 },
            { token: tokens.tech, farmId: foreign },
          ),
      ],
      [
        'issueStock foreign',
        () =>
          gql(
            gateway,
            IssueStockMutation,
            { partId: records[foreign].part, quantity: 1 },
            { token: tokens.tech, farmId: foreign },
          ),
      ],
    ] as const) {
      const res = await run();
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(errorCode(res.body), name).toBe('FORBIDDEN');
      expect(
        Object.values(res.body.data ?? {}).filter((value) => value !== null),
        name,
      ).toEqual([]);
    }
    expect(await farmState(own)).toEqual(beforeOwn);
    expect(await farmState(foreign)).toEqual(beforeForeign);
  });

  it('the user’s own X-Farm-Id with a foreign farmId argument is still FORBIDDEN', async () => {
    for (const [name, res] of [
      ['equipmentList', await gql(gateway, EquipmentListQuery, { farmId: FRM2 }, { token: tokens.tech, farmId: FRM1 })],
      ['spareParts', await gql(gateway, SparePartsQuery, { farmId: FRM2 }, { token: tokens.tech, farmId: FRM1 })],
    ] as const) {
      expect(errorCode(res.body), name).toBe('FORBIDDEN');
    }
    // …and the own header with own data works.
    expectData(await gql(gateway, EquipmentListQuery, { farmId: FRM1 }, { token: tokens.tech, farmId: FRM1 }));
  });
});

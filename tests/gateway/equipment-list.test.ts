// equipmentList: the cursor connection (totalCount, pages walked with `after`), the filters
// (text over code/name/make/model/serial with % and _ taken literally, category, status,
// criticality, location, retired hidden unless asked), the five sort fields in both
// directions, and the rejected page arguments (bad cursor, first outside 1..100).
import { beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentSortField, SortDirection } from './__generated__/graphql.js';
import { errorCode, gql } from './support/gateway.js';
import {
  FRM1,
  allMachines,
  createMachine,
  expectError,
  listMachines,
  machinesOf,
  uniqueCode,
  maintenanceSuite,
} from './support/maintenance.js';
import {
  EquipmentListQuery,
  RetireEquipmentMutation,
  UpdateEquipmentMutation,
} from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();
const seeded = machinesOf(FRM1);
const seededActive = seeded.filter((m) => m.status !== 'RETIRED');

// Machines this file adds to FRM-001 (created in beforeAll, so every test sees the same farm).
const prefix = uniqueCode('LST');
const extra: { id: string; code: string; name: string }[] = [];
let retiredId: string;

beforeAll(async () => {
  const specs = [
    { suffix: 'A', name: 'Qlist Delta', make: 'Acme', serialNumber: 'SER-100%-FLOW', meterValue: 10 },
    { suffix: 'B', name: 'Qlist Alpha', make: 'Acme', serialNumber: 'SER-1000-FLOW', meterValue: 30 },
    { suffix: 'C', name: 'Qlist Charlie', model: 'UND_1', meterValue: 20 },
    { suffix: 'D', name: 'Qlist Bravo', model: 'UNDX1', meterValue: 40 },
  ];
  for (const spec of specs) {
    const { suffix, ...input } = spec;
    const machine = await createMachine(gateway, tokens.manager, {
      farmId: FRM1,
      code: `${prefix}${suffix}`,
      category: 'WORKSHOP',
      location: 'Qlist Hangar',
      ...input,
    });
    extra.push({ id: machine.id, code: machine.code, name: machine.name });
  }
  const retired = await createMachine(gateway, tokens.manager, {
    farmId: FRM1,
    code: `${prefix}R`,
    name: 'Qlist Echo',
    category: 'WORKSHOP',
    location: 'Qlist Hangar',
  });
  retiredId = retired.id;
  const res = await gql(gateway, RetireEquipmentMutation, { id: retiredId }, { token: tokens.manager });
  expect(res.body.errors).toBeUndefined();
});

describe('equipmentList: connection and filters', () => {
  it('lists the farm’s active machines with totalCount, without retired ones by default', async () => {
    const nodes = await allMachines(gateway, tokens.manager, FRM1);
    const first = await listMachines(gateway, tokens.manager, { farmId: FRM1 });
    expect(first.totalCount).toBe(seededActive.length + extra.length);
    expect(nodes).toHaveLength(first.totalCount);
    expect(first.edges).toHaveLength(Math.min(25, first.totalCount));
    expect(nodes.every((n) => n.farmId === FRM1)).toBe(true);
    expect(nodes.map((n) => n.id)).not.toContain(retiredId);
    expect(new Set(nodes.map((n) => n.id))).toEqual(
      new Set([...seededActive.map((m) => m.id), ...extra.map((e) => e.id)]),
    );
  });

  it('shows retired machines with includeRetired or when status asks for RETIRED', async () => {
    const all = await listMachines(gateway, tokens.manager, {
      farmId: FRM1,
      first: 100,
      filter: { includeRetired: true },
    });
    expect(all.totalCount).toBe(seededActive.length + extra.length + 1);
    expect(all.edges.map((e) => e.node.id)).toContain(retiredId);
    const retired = await listMachines(gateway, tokens.manager, { farmId: FRM1, filter: { status: ['RETIRED'] } });
    expect(retired.edges.map((e) => [e.node.id, e.node.status])).toEqual([[retiredId, 'RETIRED']]);
    expect(retired.totalCount).toBe(1);
  });

  it('text matches code, name, make, model and serial number, case-insensitively', async () => {
    const cases: [string, (m: (typeof seeded)[number]) => boolean][] = [
      ['john deere', (m) => [m.name, m.make].some((v) => v?.toLowerCase().includes('john deere'))],
      ['tr-0', (m) => m.code.toLowerCase().includes('tr-0')],
      [
        seeded[2].model!.toUpperCase(),
        (m) =>
          [m.code, m.name, m.make, m.model, m.serialNumber].some((v) =>
            v?.toLowerCase().includes(seeded[2].model!.toLowerCase()),
          ),
      ],
      [seeded[4].serialNumber!.toLowerCase(), (m) => m.serialNumber === seeded[4].serialNumber],
    ];
    for (const [text, match] of cases) {
      const nodes = await allMachines(gateway, tokens.manager, FRM1, { filter: { text } });
      const expected = seededActive
        .filter(match)
        .map((m) => m.code)
        .sort();
      expect(expected.length, `fixture has a match for ${text}`).toBeGreaterThan(0);
      expect(nodes.map((n) => n.code).sort(), `text ${text}`).toEqual(expected);
    }
    const byPrefix = await allMachines(gateway, tokens.manager, FRM1, { filter: { text: prefix.toLowerCase() } });
    expect(byPrefix.map((n) => n.code).sort()).toEqual(extra.map((e) => e.code).sort());
    const none = await listMachines(gateway, tokens.manager, {
      farmId: FRM1,
      filter: { text: 'zz-no-such-machine-zz' },
    });
    expect(none.totalCount).toBe(0);
    expect(none.edges).toEqual([]);
    expect(none.pageInfo.hasNextPage).toBe(false);
  });

  it('takes % and _ in the text literally', async () => {
    const percent = await allMachines(gateway, tokens.manager, FRM1, { filter: { text: '100%' } });
    expect(percent.map((n) => n.code)).toEqual([`${prefix}A`]);
    const underscore = await allMachines(gateway, tokens.manager, FRM1, { filter: { text: 'und_1' } });
    expect(underscore.map((n) => n.code)).toEqual([`${prefix}C`]);
    const lonePercent = await allMachines(gateway, tokens.manager, FRM1, { filter: { text: '%' } });
    expect(lonePercent.map((n) => n.code)).toEqual([`${prefix}A`]);
    const loneUnderscore = await allMachines(gateway, tokens.manager, FRM1, { filter: { text: '_' } });
    expect(loneUnderscore.map((n) => n.code)).toEqual([`${prefix}C`]);
    const backslash = await listMachines(gateway, tokens.manager, { farmId: FRM1, filter: { text: '\\' } });
    expect(backslash.totalCount).toBe(0);
  });

  it('filters by category, status, criticality and location, all combined with AND', async () => {
    const tractors = await allMachines(gateway, tokens.manager, FRM1, { filter: { category: ['TRACTOR', 'SPRAYER'] } });
    expect(tractors.map((n) => n.id).sort()).toEqual(
      seededActive
        .filter((m) => ['TRACTOR', 'SPRAYER'].includes(m.category))
        .map((m) => m.id)
        .sort(),
    );
    const down = await allMachines(gateway, tokens.manager, FRM1, { filter: { status: ['DOWN', 'NEEDS_ATTENTION'] } });
    expect(down.map((n) => n.id).sort()).toEqual(
      seeded
        .filter((m) => ['DOWN', 'NEEDS_ATTENTION'].includes(m.status))
        .map((m) => m.id)
        .sort(),
    );
    const high = await allMachines(gateway, tokens.manager, FRM1, { filter: { criticality: ['HIGH'] } });
    expect(high.map((n) => n.id).sort()).toEqual(
      seededActive
        .filter((m) => m.criticality === 'HIGH')
        .map((m) => m.id)
        .sort(),
    );
    const location = seeded[0].location!;
    const atLocation = await allMachines(gateway, tokens.manager, FRM1, { filter: { location } });
    expect(atLocation.map((n) => n.id).sort()).toEqual(
      seededActive
        .filter((m) => m.location === location)
        .map((m) => m.id)
        .sort(),
    );
    const combined = await allMachines(gateway, tokens.manager, FRM1, {
      filter: { category: ['TRACTOR'], status: ['OPERATIONAL'], criticality: ['HIGH'], location },
    });
    expect(combined.map((n) => n.id).sort()).toEqual(
      seeded
        .filter(
          (m) =>
            m.category === 'TRACTOR' &&
            m.status === 'OPERATIONAL' &&
            m.criticality === 'HIGH' &&
            m.location === location,
        )
        .map((m) => m.id)
        .sort(),
    );
    const hangar = await listMachines(gateway, tokens.manager, {
      farmId: FRM1,
      first: 100,
      filter: { location: 'qlist hangar' },
    });
    expect(hangar.totalCount).toBe(extra.length);
  });

  it('counts totalCount over all pages of the filtered list, not the page', async () => {
    const page = await listMachines(gateway, tokens.manager, {
      farmId: FRM1,
      first: 2,
      filter: { category: ['TRACTOR'] },
    });
    const tractors = seededActive.filter((m) => m.category === 'TRACTOR').length;
    expect(page.edges).toHaveLength(2);
    expect(page.totalCount).toBe(tractors);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });
});

describe('equipmentList: sorting and pages', () => {
  const fields: EquipmentSortField[] = ['CODE', 'NAME', 'STATUS', 'METER', 'UPDATED_AT'];
  const directions: SortDirection[] = ['ASC', 'DESC'];

  for (const field of fields)
    for (const direction of directions)
      it(`walking pages of 7 sorted by ${field} ${direction} returns every machine exactly once, in order`, async () => {
        const sort = { field, direction };
        const whole = await listMachines(gateway, tokens.manager, { farmId: FRM1, first: 100, sort });
        expect(whole.pageInfo.hasNextPage).toBe(false);
        const walked: string[] = [];
        let after: string | null | undefined;
        for (let i = 0; i < 20; i++) {
          const page = await listMachines(gateway, tokens.manager, { farmId: FRM1, first: 7, sort, after });
          expect(page.totalCount).toBe(whole.totalCount);
          expect(page.edges.length).toBeLessThanOrEqual(7);
          walked.push(...page.edges.map((e) => e.node.id));
          if (page.edges.length) expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)!.cursor);
          if (!page.pageInfo.hasNextPage) break;
          after = page.pageInfo.endCursor;
        }
        expect(new Set(walked).size).toBe(walked.length);
        expect(walked).toEqual(whole.edges.map((e) => e.node.id));
        expect(walked).toHaveLength(whole.totalCount);

        const nodes = whole.edges.map((e) => e.node);
        const sign = direction === 'ASC' ? 1 : -1;
        if (field === 'METER') {
          for (let i = 1; i < nodes.length; i++)
            expect(sign * (nodes[i].meterValue - nodes[i - 1].meterValue)).toBeGreaterThanOrEqual(0);
        }
        if (field === 'UPDATED_AT') {
          for (let i = 1; i < nodes.length; i++)
            expect(sign * (Date.parse(nodes[i].updatedAt) - Date.parse(nodes[i - 1].updatedAt))).toBeGreaterThanOrEqual(
              0,
            );
        }
        if (field === 'STATUS') {
          // Each status forms one run; DESC lists the runs in the reverse order of ASC.
          const runs = nodes.map((n) => n.status).filter((s, i, all) => i === 0 || all[i - 1] !== s);
          expect(new Set(runs).size).toBe(runs.length);
        }
        if (field === 'CODE') {
          // Seeded codes are XX-NN and ours are letters and digits: plain comparison is the collation order.
          const seededCodes = nodes.map((n) => n.code).filter((c) => /^[A-Z]{2}-\d{2}$/.test(c));
          expect(seededCodes).toEqual([...seededCodes].sort((a, b) => sign * (a < b ? -1 : a > b ? 1 : 0)));
        }
        // Our four machines have names that sort the same under any collation.
        const ours = nodes.filter((n) => n.code.startsWith(prefix));
        const byName = ['Qlist Alpha', 'Qlist Bravo', 'Qlist Charlie', 'Qlist Delta'];
        if (field === 'NAME')
          expect(ours.map((n) => n.name)).toEqual(direction === 'ASC' ? byName : [...byName].reverse());
        if (field === 'CODE')
          expect(ours.map((n) => n.code.slice(-1))).toEqual(
            direction === 'ASC' ? ['A', 'B', 'C', 'D'] : ['D', 'C', 'B', 'A'],
          );
      });

  it('STATUS DESC lists the status groups in the reverse order of STATUS ASC', async () => {
    const runs = async (direction: SortDirection) => {
      const conn = await listMachines(gateway, tokens.manager, {
        farmId: FRM1,
        first: 100,
        sort: { field: 'STATUS', direction },
      });
      return conn.edges.map((e) => e.node.status).filter((s, i, all) => i === 0 || all[i - 1] !== s);
    };
    const asc = await runs('ASC');
    expect(asc.length).toBeGreaterThan(1);
    expect(await runs('DESC')).toEqual([...asc].reverse());
  });

  it('sorts by METER numerically and by UPDATED_AT with the latest change first (DESC)', async () => {
    const ours = await allMachines(gateway, tokens.manager, FRM1, {
      filter: { text: prefix },
      sort: { field: 'METER' },
    });
    expect(ours.map((n) => n.meterValue)).toEqual([10, 20, 30, 40]);
    // Touch B then D: they become the two most recently updated machines, D first.
    for (const code of [`${prefix}B`, `${prefix}D`]) {
      const id = extra.find((e) => e.code === code)!.id;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const res = await gql(
        gateway,
        UpdateEquipmentMutation,
        { id, input: { notes: `touched ${code}` } },
        { token: tokens.manager },
      );
      expect(res.body.errors).toBeUndefined();
    }
    const latest = await listMachines(gateway, tokens.manager, {
      farmId: FRM1,
      first: 2,
      sort: { field: 'UPDATED_AT', direction: 'DESC' },
    });
    expect(latest.edges.map((e) => e.node.code)).toEqual([`${prefix}D`, `${prefix}B`]);
  });

  it('a filtered walk with `after` keeps the filter', async () => {
    const walked: string[] = [];
    let after: string | null | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await listMachines(gateway, tokens.manager, {
        farmId: FRM1,
        first: 1,
        after,
        filter: { text: prefix, includeRetired: true },
        sort: { field: 'NAME', direction: 'DESC' },
      });
      walked.push(...page.edges.map((e) => e.node.name));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(walked).toEqual(['Qlist Echo', 'Qlist Delta', 'Qlist Charlie', 'Qlist Bravo', 'Qlist Alpha']);
  });
});

describe('equipmentList: rejected page arguments', () => {
  it('first outside 1..100 is BAD_USER_INPUT; 1 and 100 are accepted', async () => {
    for (const first of [0, -1, 101, 1000]) {
      const res = await gql(gateway, EquipmentListQuery, { farmId: FRM1, first }, { token: tokens.manager });
      expectError(res, 'BAD_USER_INPUT', `first ${first}`);
      expect(res.body.data?.equipmentList ?? null).toBeNull();
    }
    for (const first of [1, 100]) {
      const conn = await listMachines(gateway, tokens.manager, { farmId: FRM1, first });
      expect(conn.edges).toHaveLength(Math.min(first, conn.totalCount));
    }
  });

  it('a cursor that is not one of this list’s is BAD_USER_INPUT (never an internal error)', async () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cursors: [string, EquipmentSortField][] = [
      ['not-a-cursor', 'CODE'],
      ['!!!', 'CODE'],
      [b64({ a: 1 }), 'CODE'],
      [b64(['TR-01']), 'CODE'],
      [b64(['TR-01', 'not-a-uuid']), 'CODE'],
      [b64([{ nested: true }, '6ccd0c15-6fb6-490f-86bb-6c36cc161678']), 'CODE'],
      [b64(['abc', '6ccd0c15-6fb6-490f-86bb-6c36cc161678']), 'METER'],
      [b64(['not a date', '6ccd0c15-6fb6-490f-86bb-6c36cc161678']), 'UPDATED_AT'],
    ];
    const answers: Record<string, unknown> = {};
    for (const [after, field] of cursors) {
      const res = await gql(
        gateway,
        EquipmentListQuery,
        { farmId: FRM1, after, sort: { field } },
        { token: tokens.manager },
      );
      answers[`${Buffer.from(after, 'base64url').toString('utf8')} (${field})`] = errorCode(res.body);
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, 'BAD_USER_INPUT'])));
  });
});

// spareParts and sparePart(id) on the seeded store: the connection (totalCount, pages
// walked with `after` for every sort), the filters (text over part number, name, category
// and supplier with % and _ literal, category, lowStock), farmStockValue against the sum
// computed from the list, and every seeded part's ledger (newest first, running balance,
// Σ movements = quantity on hand).
import { beforeAll, describe, expect, it } from 'vitest';
import type { SortDirection, SparePartSortField } from './__generated__/graphql.js';
import { loadWorkOrderFixtures } from '../../gateway/src/db/seed-work-orders.js';
import { errorCode, gql } from './support/gateway.js';
import {
  FRM1,
  FRM2,
  allParts,
  createPart,
  expectError,
  expectLedgerConsistent,
  listParts,
  maintenanceOf,
  partsOf,
  readPart,
  uniqueCode,
  maintenanceSuite,
} from './support/maintenance.js';
import { SparePartQuery, SparePartsQuery } from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();
const seeded = partsOf(FRM2);
const prefix = uniqueCode('PLS');
const ours: string[] = [];

beforeAll(async () => {
  for (const [suffix, name, supplier, category] of [
    ['A', 'Qpart Delta', 'Fast 100% Parts', 'Qcat'],
    ['B', 'Qpart Alpha', 'Fast 1000 Parts', 'Qcat'],
    ['C', 'Qpart Charlie', 'Under_score Ltd', 'Qcat other'],
  ] as const) {
    // The admin writes: on FRM-002 the manager account is a technician.
    const part = await createPart(gateway, tokens.admin, {
      farmId: FRM2,
      partNumber: `${prefix}${suffix}`,
      name,
      supplier,
      category,
    });
    ours.push(part.id);
  }
});

const cents = (value: number) => Math.round(value * 100) / 100;

describe('spareParts: connection, filters and value', () => {
  it('lists every part of the farm with totalCount, stockValue and lowStock per part', async () => {
    const nodes = await allParts(gateway, tokens.viewer, FRM2);
    expect(nodes).toHaveLength(seeded.length + ours.length);
    expect(new Set(nodes.map((n) => n.id))).toEqual(new Set([...seeded.map((p) => p.id), ...ours]));
    const first = await listParts(gateway, tokens.viewer, { farmId: FRM2 });
    expect(first.totalCount).toBe(nodes.length);
    expect(first.edges).toHaveLength(Math.min(25, nodes.length));
    for (const part of seeded) {
      const node = nodes.find((n) => n.id === part.id)!;
      expect(node).toEqual(
        expect.objectContaining({
          partNumber: part.partNumber,
          quantityOnHand: part.quantityOnHand,
          minQuantity: part.minQuantity,
          unitCost: part.unitCost,
          stockValue: cents(part.quantityOnHand * part.unitCost),
          lowStock: part.quantityOnHand <= part.minQuantity,
        }),
      );
    }
  });

  it('farmStockValue is Σ quantityOnHand × unitCost over every part of the farm, on every page and filter', async () => {
    const farm1 = await allParts(gateway, tokens.manager, FRM1);
    const expected = cents(farm1.reduce((sum, p) => sum + p.quantityOnHand * p.unitCost, 0));
    expect(farm1.length).toBeGreaterThan(100);
    const pageOne = await listParts(gateway, tokens.manager, { farmId: FRM1, first: 5 });
    expect(pageOne.farmStockValue).toBeCloseTo(expected, 2);
    const filtered = await listParts(gateway, tokens.manager, { farmId: FRM1, filter: { lowStock: true } });
    expect(filtered.farmStockValue).toBeCloseTo(expected, 2);
    const fixtureValue = cents(partsOf(FRM1).reduce((sum, p) => sum + p.quantityOnHand * p.unitCost, 0));
    expect(expected).toBeCloseTo(fixtureValue, 2);
    const farm2 = await listParts(gateway, tokens.manager, { farmId: FRM2, first: 1 });
    expect(farm2.farmStockValue).toBeCloseTo(
      cents(seeded.reduce((sum, p) => sum + p.quantityOnHand * p.unitCost, 0)),
      2,
    );
  });

  it('lowStock: only parts at or below their minimum', async () => {
    const low = await allParts(gateway, tokens.manager, FRM1, { filter: { lowStock: true } });
    const expected = partsOf(FRM1).filter((p) => p.quantityOnHand <= p.minQuantity);
    expect(expected.length).toBeGreaterThan(0);
    expect(low.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(low.every((p) => p.lowStock)).toBe(true);
    const lowFarm2 = await listParts(gateway, tokens.manager, { farmId: FRM2, first: 100, filter: { lowStock: true } });
    // Our new parts have 0 on hand and minimum 0: at their minimum, hence low.
    expect(lowFarm2.totalCount).toBe(seeded.filter((p) => p.quantityOnHand <= p.minQuantity).length + ours.length);
  });

  it('text matches part number, name, category and supplier case-insensitively, % and _ literally', async () => {
    const sample = seeded[0];
    const cases: [string, (p: (typeof seeded)[number]) => boolean][] = [
      [sample.partNumber.toLowerCase(), (p) => p.partNumber.toLowerCase().includes(sample.partNumber.toLowerCase())],
      [
        sample.name.toUpperCase(),
        (p) =>
          [p.partNumber, p.name, p.category, p.supplier].some((v) =>
            v?.toLowerCase().includes(sample.name.toLowerCase()),
          ),
      ],
      [
        sample.supplier!.toLowerCase(),
        (p) =>
          [p.partNumber, p.name, p.category, p.supplier].some((v) =>
            v?.toLowerCase().includes(sample.supplier!.toLowerCase()),
          ),
      ],
    ];
    for (const [text, match] of cases) {
      const nodes = await allParts(gateway, tokens.manager, FRM2, { filter: { text } });
      expect(nodes.map((n) => n.id).sort(), text).toEqual(
        seeded
          .filter(match)
          .map((p) => p.id)
          .sort(),
      );
    }
    const percent = await allParts(gateway, tokens.manager, FRM2, { filter: { text: '100%' } });
    expect(percent.map((n) => n.partNumber)).toEqual([`${prefix}A`]);
    const underscore = await allParts(gateway, tokens.manager, FRM2, { filter: { text: 'r_s' } });
    expect(underscore.map((n) => n.partNumber)).toEqual([`${prefix}C`]);
    const category = await allParts(gateway, tokens.manager, FRM2, { filter: { text: 'QCAT OTHER' } });
    expect(category.map((n) => n.partNumber)).toEqual([`${prefix}C`]);
  });

  it('category filters on the exact category', async () => {
    const category = seeded[0].category!;
    const nodes = await allParts(gateway, tokens.manager, FRM2, { filter: { category } });
    expect(nodes.map((n) => n.id).sort()).toEqual(
      seeded
        .filter((p) => p.category === category)
        .map((p) => p.id)
        .sort(),
    );
    const qcat = await allParts(gateway, tokens.manager, FRM2, { filter: { category: 'Qcat' } });
    expect(qcat.map((n) => n.partNumber).sort()).toEqual([`${prefix}A`, `${prefix}B`]);
  });

  const fields: SparePartSortField[] = ['PART_NUMBER', 'NAME', 'QUANTITY', 'UPDATED_AT'];
  const directions: SortDirection[] = ['ASC', 'DESC'];
  for (const field of fields)
    for (const direction of directions)
      it(`walking pages of 9 sorted by ${field} ${direction} returns every part exactly once, in order`, async () => {
        const sort = { field, direction };
        const whole = await listParts(gateway, tokens.manager, { farmId: FRM2, first: 100, sort });
        expect(whole.pageInfo.hasNextPage).toBe(false);
        const walked: string[] = [];
        let after: string | null | undefined;
        for (let i = 0; i < 30; i++) {
          const page = await listParts(gateway, tokens.manager, { farmId: FRM2, first: 9, sort, after });
          expect(page.totalCount).toBe(whole.totalCount);
          walked.push(...page.edges.map((e) => e.node.id));
          if (!page.pageInfo.hasNextPage) break;
          after = page.pageInfo.endCursor;
        }
        expect(new Set(walked).size).toBe(walked.length);
        expect(walked).toEqual(whole.edges.map((e) => e.node.id));
        expect(walked).toHaveLength(whole.totalCount);
        const nodes = whole.edges.map((e) => e.node);
        const sign = direction === 'ASC' ? 1 : -1;
        if (field === 'QUANTITY')
          for (let i = 1; i < nodes.length; i++)
            expect(sign * (nodes[i].quantityOnHand - nodes[i - 1].quantityOnHand)).toBeGreaterThanOrEqual(0);
        if (field === 'UPDATED_AT')
          for (let i = 1; i < nodes.length; i++)
            expect(sign * (Date.parse(nodes[i].updatedAt) - Date.parse(nodes[i - 1].updatedAt))).toBeGreaterThanOrEqual(
              0,
            );
        const mine = nodes.filter((n) => n.partNumber.startsWith(prefix));
        if (field === 'NAME')
          expect(mine.map((n) => n.name)).toEqual(
            direction === 'ASC'
              ? ['Qpart Alpha', 'Qpart Charlie', 'Qpart Delta']
              : ['Qpart Delta', 'Qpart Charlie', 'Qpart Alpha'],
          );
        if (field === 'PART_NUMBER')
          expect(mine.map((n) => n.partNumber.slice(-1))).toEqual(
            direction === 'ASC' ? ['A', 'B', 'C'] : ['C', 'B', 'A'],
          );
      });

  it('a cursor past the last part answers an empty page that still carries the total', async () => {
    const whole = await listParts(gateway, tokens.manager, { farmId: FRM2, first: 100 });
    const past = await listParts(gateway, tokens.manager, {
      farmId: FRM2,
      first: 9,
      after: whole.edges.at(-1)!.cursor,
    });
    expect(past.edges).toEqual([]);
    expect(past.pageInfo).toMatchObject({ hasNextPage: false, endCursor: null });
    expect(past.totalCount).toBe(whole.totalCount);
    expect(past.totalCount).toBeGreaterThan(0);
  });

  it('first outside 1..100 and a foreign cursor are BAD_USER_INPUT', async () => {
    for (const first of [0, 101])
      expectError(
        await gql(gateway, SparePartsQuery, { farmId: FRM2, first }, { token: tokens.manager }),
        'BAD_USER_INPUT',
      );
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const answers: Record<string, unknown> = {};
    for (const [after, field] of [
      ['garbage', 'PART_NUMBER'],
      [b64(['FI-1000', 'not-a-uuid']), 'PART_NUMBER'],
      [b64(['many', seeded[0].id]), 'QUANTITY'],
      [b64(['yesterday', seeded[0].id]), 'UPDATED_AT'],
    ] as [string, SparePartSortField][]) {
      const res = await gql(
        gateway,
        SparePartsQuery,
        { farmId: FRM2, after, sort: { field } },
        { token: tokens.manager },
      );
      answers[`${after} (${field})`] = errorCode(res.body);
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, 'BAD_USER_INPUT'])));
  });
});

describe('sparePart(id): ledger of the seeded parts', () => {
  it('every seeded part of FRM-002: movements newest first, running balanceAfter, Σ movements = quantityOnHand', async () => {
    const farm = maintenanceOf(FRM2);
    // The store's own movements, and what the farm's work orders used (fixtures/work-orders.json).
    const ledger = [...farm.movements, ...loadWorkOrderFixtures().find((f) => f.farmId === FRM2)!.movements];
    for (const fixture of seeded) {
      const part = await readPart(gateway, tokens.viewer, fixture.id);
      expect(part.movements.map((m) => m.id).sort()).toEqual(
        ledger
          .filter((m) => m.partId === fixture.id)
          .map((m) => m.id)
          .sort(),
      );
      expectLedgerConsistent(part);
      expect(part.compatibleEquipment.map((e) => e.id).sort()).toEqual(
        farm.compatibility
          .filter((link) => link.partId === fixture.id)
          .map((link) => link.equipmentId)
          .sort(),
      );
    }
  });

  it('an unknown id and a non-uuid id are NOT_FOUND', async () => {
    for (const id of ['3f1d7c0e-0000-4000-8000-0000000000aa', 'FI-1000', '']) {
      const res = await gql(gateway, SparePartQuery, { id }, { token: tokens.admin });
      expectError(res, 'NOT_FOUND', id);
      expect(res.body.data?.sparePart ?? null).toBeNull();
    }
  });
});

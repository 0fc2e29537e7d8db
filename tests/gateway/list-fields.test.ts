// A list reads only the columns the fields asked for on its nodes need (nodeFields finds
// them). What a client sees must not depend on that: a field asked for alone, through a
// fragment, next to a relation or computed from other columns answers what whole rows give.
import { Kind, parse, type FieldNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFields } from '../../gateway/src/lib/node-fields.js';
import { gqlRaw, startTestGateway, type Json, type TestGateway } from './support/gateway.js';
import { FRM1, machinesOf, partsOf, signInMaintenance } from './support/maintenance.js';

let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  token = (await signInMaintenance(gateway)).manager;
});
afterAll(() => gateway?.stop());

/** The nodes of the farm's list (`field`: equipmentList or spareParts) with `selection`. */
async function nodes(field: string, selection: string, fragments = ''): Promise<Json[]> {
  const query = `query($farmId: ID!) { ${field}(farmId: $farmId, first: 30) { edges { node { ${selection} } } } } ${fragments}`;
  const { status, body } = await gqlRaw(gateway, query, { farmId: FRM1 }, { token });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data[field].edges.map((edge: Json) => edge.node);
}

describe('equipment list', () => {
  const machines = machinesOf(FRM1).filter((machine) => machine.status !== 'RETIRED');
  const byCode = new Map(machinesOf(FRM1).map((machine) => [machine.code, machine]));

  it('answers a few fields asked alone with the fixture values', async () => {
    const listed = await nodes('equipmentList', 'code meterValue location');
    expect(listed).toHaveLength(Math.min(30, machines.length));
    for (const node of listed) {
      const machine = byCode.get(node.code)!;
      expect(node).toEqual({ code: machine.code, meterValue: machine.meterValue, location: machine.location });
    }
  });

  it('answers a relation next to plain fields', async () => {
    expect(machines.some((machine) => machine.parentId)).toBe(true);
    const parentCode = (id: string | null) => machinesOf(FRM1).find((machine) => machine.id === id)?.code ?? null;
    const listed = await nodes('equipmentList', 'code parent { code }');
    expect(listed.some((node) => node.parent)).toBe(true);
    for (const node of listed)
      expect(node.parent?.code ?? null, node.code).toBe(parentCode(byCode.get(node.code)!.parentId));
  });

  it('answers fields asked through named and inline fragments', async () => {
    const listed = await nodes(
      'equipmentList',
      '...M ... on Equipment { meterValue }',
      'fragment M on Equipment { code location }',
    );
    for (const node of listed) {
      const machine = byCode.get(node.code)!;
      expect(node).toEqual({ code: machine.code, location: machine.location, meterValue: machine.meterValue });
    }
  });

  it('answers the same nodes with few fields as with every field', async () => {
    const few = await nodes('equipmentList', 'id name');
    const every = await nodes(
      'equipmentList',
      'id name code farmId make model serialNumber year status criticality notes createdAt updatedAt',
    );
    expect(few).toEqual(every.map(({ id, name }) => ({ id, name })));
  });
});

describe('parts list', () => {
  const byNumber = new Map(partsOf(FRM1).map((part) => [part.partNumber, part]));

  it('computes lowStock and stockValue asked without the columns they come from', async () => {
    const listed = await nodes('spareParts', 'partNumber lowStock stockValue');
    expect(listed).toHaveLength(30);
    expect(listed.some((node) => node.lowStock)).toBe(true);
    for (const node of listed) {
      const part = byNumber.get(node.partNumber)!;
      expect(node.lowStock, part.partNumber).toBe(part.quantityOnHand <= part.minQuantity);
      expect(node.stockValue, part.partNumber).toBeCloseTo(part.quantityOnHand * part.unitCost, 2);
    }
  });

  it('answers a relation next to a plain field', async () => {
    const listed = await nodes('spareParts', 'partNumber compatibleEquipment { id }');
    expect(listed.some((node) => node.compatibleEquipment.length > 0)).toBe(true);
  });
});

describe('nodeFields', () => {
  /** The resolve info of the query's root fields named `equipmentList`. */
  function infoOf(query: string): GraphQLResolveInfo {
    const document = parse(query);
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    const fieldNodes = operation.selectionSet.selections.filter(
      (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === 'equipmentList',
    );
    const fragments = Object.fromEntries(
      document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
    );
    return { fieldNodes, fragments } as unknown as GraphQLResolveInfo;
  }

  it('follows fragments at any depth, keeps skipped fields and leaves out __typename and edge fields', () => {
    const info = infoOf(`{
      equipmentList(farmId: "f") { totalCount edges { cursor node { code ...M ... on Equipment { name @skip(if: true) } } } }
    }
    fragment M on Equipment { __typename ...N }
    fragment N on Equipment { parent { code } }`);
    expect([...nodeFields(info)].sort()).toEqual(['code', 'name', 'parent']);
  });

  it('merges the fields of a list asked twice under one name', () => {
    const info = infoOf(`{
      equipmentList(farmId: "f") { edges { node { code } } }
      equipmentList(farmId: "f") { edges { node { meterValue } } pageInfo { endCursor } }
    }`);
    expect([...nodeFields(info)].sort()).toEqual(['code', 'meterValue']);
  });
});

// No N+1: a page's relations (a part's machines, movements and history; a machine's parent,
// implements, readings, parts and history) are read by per-request loaders, one query per
// relation whatever the page size. Counted on the gateway's own database handle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlRaw, startTestGateway, type TestGateway } from './support/gateway.js';
import { FRM1, machinesOf, partsOf, signInMaintenance } from './support/maintenance.js';

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = (await signInMaintenance(gateway)).manager;
});
afterAll(async () => {
  await gateway?.stop();
});

const PARTS = `query Parts($farmId: ID!, $first: Int) {
  spareParts(farmId: $farmId, first: $first) {
    totalCount
    edges { node { partNumber compatibleEquipment { code parent { code } } movements(first: 3) { quantity createdByName } history(first: 2) { action actorName } } }
  }
}`;

const MACHINES = `query Machines($farmId: ID!, $first: Int) {
  equipmentList(farmId: $farmId, first: $first, filter: { includeRetired: true }) {
    totalCount
    edges { node { code parent { code } children { code } readings(first: 2) { value recordedByName } compatibleParts { partNumber } history(first: 2) { action } } }
  }
}`;

/** The statements one answer of `query` cost, and the answer (the page was asked once before). */
async function statementsFor(query: string, first: number) {
  await gqlRaw(gateway, query, { farmId: FRM1, first }, { token }); // totals are remembered after this
  const before = gateway.database.statementCount();
  const res = await gqlRaw(gateway, query, { farmId: FRM1, first }, { token });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return { statements: gateway.database.statementCount() - before, body: res.body };
}

describe('a page and its relations cost the same number of statements, however many rows it has', () => {
  it('parts with their machines (and those machines’ parents), movements and history', async () => {
    const small = await statementsFor(PARTS, 20);
    const large = await statementsFor(PARTS, 50);
    expect(large.body.data.spareParts.edges).toHaveLength(Math.min(50, partsOf(FRM1).length));
    expect(
      large.body.data.spareParts.edges.some(
        (edge: { node: { movements: unknown[] } }) => edge.node.movements.length > 0,
      ),
    ).toBe(true);
    expect(large.statements).toBe(small.statements);
    expect(large.statements).toBeLessThanOrEqual(8);
  });

  it('machines with their parents, implements, readings, parts and history', async () => {
    const small = await statementsFor(MACHINES, 15);
    const large = await statementsFor(MACHINES, 30);
    expect(large.body.data.equipmentList.edges).toHaveLength(Math.min(30, machinesOf(FRM1).length));
    expect(large.statements).toBe(small.statements);
    expect(large.statements).toBeLessThanOrEqual(8);
  });

  it('answers each node its own rows: the newest readings first, at most `first` of them', async () => {
    const { body } = await statementsFor(MACHINES, 30);
    for (const { node } of body.data.equipmentList.edges) {
      expect(node.readings.length).toBeLessThanOrEqual(2);
      const fixture = machinesOf(FRM1).find((machine) => machine.code === node.code)!;
      for (const child of node.children)
        expect(machinesOf(FRM1).find((m) => m.code === child.code)?.parentId).toBe(fixture.id);
    }
  });
});

// List totals are remembered per farm (counting a broad search costs more than its page),
// so these tests check that a total is never stale where a user would see it: after every
// write through the graph, on every page, and after a change made behind the gateway's back
// (the database's farm_data_changed notification). On a PostgreSQL server they also check
// a second gateway sharing the database and a lost notification connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/src/app.js';
import { eventually, gql, type GatewayAddress } from './support/gateway.js';
import {
  FRM1,
  createMachine,
  createPart,
  expectData,
  listMachines,
  listParts,
  uniqueCode,
  maintenanceSuite,
} from './support/maintenance.js';
import { IssueStockMutation, ReceiveStockMutation, RetireEquipmentMutation } from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

const partsTotal = async (target: GatewayAddress, filter: object) =>
  (await listParts(target, tokens.manager, { farmId: FRM1, filter, first: 1 })).totalCount;

/** A raw insert, as a script or another tool would make it: no service, no audit. */
const insertRawPart = (partNumber: string) =>
  gateway.database.exec(
    `INSERT INTO spare_parts (farm_id, part_number, name, unit) VALUES ('${FRM1}', '${partNumber}', 'Raw part', 'PCS')`,
  );

describe('totals after writes through the graph', () => {
  it('a text filter counts each new part at once, on the first page and the next', async () => {
    const prefix = uniqueCode('LTP');
    const filter = { text: prefix };
    expect(await partsTotal(gateway, filter)).toBe(0);
    for (let created = 1; created <= 3; created++) {
      await createPart(gateway, tokens.manager, { farmId: FRM1, partNumber: `${prefix}${created}` });
      const first = await listParts(gateway, tokens.manager, { farmId: FRM1, filter, first: 1 });
      expect(first.totalCount).toBe(created);
      if (first.pageInfo.hasNextPage) {
        const next = await listParts(gateway, tokens.manager, {
          farmId: FRM1,
          filter,
          first: 1,
          after: first.pageInfo.endCursor,
        });
        expect(next.totalCount).toBe(created);
      }
    }
  });

  it('the low-stock total rises when an issue takes a part below its minimum, and falls on a receipt', async () => {
    const prefix = uniqueCode('LTL');
    const low = { text: prefix, lowStock: true };
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, partNumber: prefix, minQuantity: 2 });
    expect(await partsTotal(gateway, low)).toBe(1); // none on hand
    expectData(await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 5 }, { token: tokens.manager }));
    expect(await partsTotal(gateway, low)).toBe(0);
    expect(await partsTotal(gateway, low)).toBe(0);
    expectData(await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 4 }, { token: tokens.tech }));
    expect(await partsTotal(gateway, low)).toBe(1);
  });

  it('creating and retiring machines moves the equipment totals at once', async () => {
    const prefix = uniqueCode('LTE');
    const total = async (filter: object) =>
      (await listMachines(gateway, tokens.manager, { farmId: FRM1, filter, first: 1 })).totalCount;
    expect(await total({ text: prefix })).toBe(0);
    const first = await createMachine(gateway, tokens.manager, { farmId: FRM1, code: `${prefix}1` });
    await createMachine(gateway, tokens.manager, { farmId: FRM1, code: `${prefix}2` });
    expect(await total({ text: prefix })).toBe(2);
    expectData(await gql(gateway, RetireEquipmentMutation, { id: first.id }, { token: tokens.manager }));
    expect(await total({ text: prefix })).toBe(1);
    expect(await total({ text: prefix, includeRetired: true })).toBe(2);
  });
});

describe('totals after changes behind the gateway', () => {
  it('a total is remembered: an insert that sends no notification is not counted', async () => {
    const prefix = uniqueCode('LTQ');
    expect(await partsTotal(gateway, { text: prefix })).toBe(0);
    // Once the total shows this notified insert, every earlier notification (they arrive in
    // commit order, some after the write that caused them has answered) has been heard too.
    await insertRawPart(`${prefix}A`);
    expect(await eventually(() => partsTotal(gateway, { text: prefix }), 1)).toBe(1);
    await gateway.database.exec('ALTER TABLE spare_parts DISABLE TRIGGER spare_parts_inserted');
    try {
      await insertRawPart(`${prefix}B`);
    } finally {
      await gateway.database.exec('ALTER TABLE spare_parts ENABLE TRIGGER spare_parts_inserted');
    }
    expect(await partsTotal(gateway, { text: prefix })).toBe(1);
    // The page itself is never remembered: both parts are listed.
    const page = await listParts(gateway, tokens.manager, { farmId: FRM1, filter: { text: prefix } });
    expect(page.edges).toHaveLength(2);
  });

  it("an insert made outside the gateway's services reaches the total through the database's notification", async () => {
    const prefix = uniqueCode('LTR');
    await createPart(gateway, tokens.manager, { farmId: FRM1, partNumber: `${prefix}A` });
    expect(await partsTotal(gateway, { text: prefix })).toBe(1);
    await insertRawPart(`${prefix}B`);
    expect(await eventually(() => partsTotal(gateway, { text: prefix }), 2)).toBe(2);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('two gateways on one PostgreSQL database', () => {
  let second: RunningGateway;

  beforeAll(async () => {
    second = await startGateway({
      port: 0,
      databaseUrl: gateway.databaseUrl,
      seed: 'never',
      config: { nodeEnv: 'test', host: '127.0.0.1', jwtSecret: gateway.jwtSecret, authRateLimitPoints: 1000 },
      log: () => {},
    });
  });
  afterAll(async () => {
    await second?.stop();
  });

  it("a part created through one gateway reaches the other's remembered total", async () => {
    const prefix = uniqueCode('LTS');
    expect(await partsTotal(gateway, { text: prefix })).toBe(0);
    expect(await partsTotal(second, { text: prefix })).toBe(0);
    await createPart(second, tokens.manager, { farmId: FRM1, partNumber: prefix });
    expect(await partsTotal(second, { text: prefix })).toBe(1);
    expect(await eventually(() => partsTotal(gateway, { text: prefix }), 1)).toBe(1);
  });

  it('while its notification connection is lost a gateway counts every time, and it listens again', async () => {
    const prefix = uniqueCode('LTD');
    const listeners = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`;
    const count = async () =>
      (
        (await gateway.database.db.execute(`SELECT count(*)::int AS n FROM (${listeners}) l` as never)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n;
    expect(await count()).toBe(2); // both gateways
    expect(await partsTotal(gateway, { text: prefix })).toBe(0);
    await gateway.database.exec(`SELECT pg_terminate_backend(pid) FROM (${listeners}) l`);
    expect(await eventually(count, 0)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500)); // let the gateways see the loss
    await insertRawPart(prefix); // its notification reaches nobody
    expect(await partsTotal(gateway, { text: prefix })).toBe(1);
    expect(await eventually(count, 2)).toBe(2); // re-listening after about a second
    await insertRawPart(`${prefix}B`);
    expect(await eventually(() => partsTotal(gateway, { text: prefix }), 2)).toBe(2);
  });
});

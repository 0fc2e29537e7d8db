// A list's page runs as a named prepared statement. PostgreSQL plans such a statement anew on
// each run (a custom plan) unless a plan made once for any values (a generic plan) looks as
// good; a page's planning cost about as much as its run, so the lists people open all day must
// get one. They did not while the page size and the filter's fixed values (statuses) were
// parameters: an unseen LIMIT made the generic plan look far dearer, and the partial index on
// open orders cannot serve statuses it cannot see. PostgreSQL server only (PGlite has no
// prepared statements here); a pool of its own, used one statement at a time, is one session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../gateway/src/db/client.js';
import { createListCounts } from '../../gateway/src/lib/list-counts.js';
import { ListPages } from '../../gateway/src/lib/list-page.js';
import { RecordReads } from '../../gateway/src/lib/record-read.js';
import { EquipmentRepository } from '../../gateway/src/modules/maintenance/equipment/equipment.repository.js';
import { WorkOrderRepository } from '../../gateway/src/modules/maintenance/work-orders/work-orders.repository.js';
import { FRM1, maintenanceSuite } from './support/maintenance.js';

const { gateway } = maintenanceSuite();
/** PostgreSQL's own threshold: it compares plans after five custom ones. */
const RUNS = 8;

describe.runIf(!!process.env.DATABASE_URL)('list pages on a PostgreSQL server', () => {
  let database: Database;
  let lists: ListPages;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: gateway.databaseUrl!, dataDir: '' });
    // Totals not remembered (nothing tells these counts of writes): each page counts its matches too.
    lists = new ListPages(database, createListCounts(0));
    // A farm with years of history: 20,000 completed orders behind its open ones, as PostgreSQL's
    // statistics see them. On the seeded few hundred any plan is cheap.
    await database.exec(`
      INSERT INTO work_orders (farm_id, number, type, title, equipment_id, status, due_date)
      SELECT farm_id, 100000 + n, 'CORRECTIVE', 'Done ' || n, id, 'COMPLETED', DATE '2020-01-01' + n % 1000
        FROM (SELECT farm_id, id FROM equipment WHERE farm_id = '${FRM1}' LIMIT 1) machine,
             generate_series(1, 20000) n;
      ANALYZE work_orders;`);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The session's prepared list statements: how often each ran on a generic and on a custom plan. */
  async function plans(names = 'list\\_%') {
    const { rows } = (await database.db.execute(
      `SELECT statement, generic_plans::int AS "generic", custom_plans::int AS "custom"
         FROM pg_prepared_statements WHERE name LIKE '${names}'` as never,
    )) as unknown as { rows: { statement: string; generic: number; custom: number }[] };
    return rows;
  }

  it('open orders by due date and machines in service run on a plan PostgreSQL keeps', async () => {
    const orders = new WorkOrderRepository(database.db, lists, new RecordReads(database));
    const machines = new EquipmentRepository(database.db, lists);
    const fields = ['id', 'number', 'title', 'status', 'dueDate', 'equipment', 'assignees'];
    let sizes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await orders.page(
        FRM1,
        { status: ['OPEN', 'IN_PROGRESS'] },
        { field: 'DUE_DATE' },
        { first: 3 },
        fields,
      );
      const inService = await machines.page(FRM1, {}, { field: 'CODE' }, { first: 3 }, ['id', 'code', 'name']);
      sizes = [page.edges.length, inService.edges.length];
    }
    expect(sizes).toEqual([3, 3]);
    const kept = await plans();
    expect(kept.map((plan) => plan.statement.match(/ from "(\w+)"/)?.[1]).sort()).toEqual(['equipment', 'work_orders']);
    for (const plan of kept) expect(plan, plan.statement).toMatchObject({ custom: 5, generic: RUNS - 5 });
  });

  it("an order's detail, with everything it carries, runs on a plan PostgreSQL keeps", async () => {
    const orders = new WorkOrderRepository(database.db, lists, new RecordReads(database));
    const {
      rows: [{ id }],
    } = (await database.db.execute(
      `SELECT id FROM work_orders WHERE farm_id = '${FRM1}' ORDER BY number LIMIT 1` as never,
    )) as unknown as { rows: { id: string }[] };
    const fields = ['id', 'number', 'equipment', 'assignees', 'requester', 'checklist', 'timeline'];
    let shown;
    for (let run = 0; run < RUNS; run++) shown = await orders.shown(id, fields, ['id', 'code', 'name']);
    expect(Object.keys(shown!.carried).sort()).toEqual([
      'assignees',
      'checklist',
      'equipment',
      'requester',
      'timeline',
    ]);
    const kept = await plans('record\\_%');
    expect(kept).toHaveLength(1);
    expect(kept[0], kept[0].statement).toMatchObject({ custom: 5, generic: RUNS - 5 });
  });
});

// Every query and mutation of the schema, called with boundary and random values for each of
// its arguments (fuzz-values.ts), by users of every kind, with and without a farm header:
// never HTTP 500, never INTERNAL_SERVER_ERROR, a refused write changes no row of any table,
// and the server keeps answering. Operations are read from the schema, so a new one is
// fuzzed as soon as it exists. FUZZ_SEED and FUZZ_RUNS explore further than CI's fixed seed.
import fc from 'fast-check';
import {
  getNamedType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../gateway/src/graphql/schema.js';
import { ACCOUNTS, FARMS, signIn } from './support/fixtures.js';
import { gqlRaw, rest, startTestGateway, type TestGateway } from './support/gateway.js';
import { HOME_FARM, valuesOf } from './support/fuzz-values.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

const schema = buildSchema();
const roots = [schema.getQueryType(), schema.getMutationType()].filter((root): root is GraphQLObjectType => !!root);
const operations = roots.flatMap((root) =>
  Object.values(root.getFields()).map((field) => ({
    kind: root === schema.getMutationType() ? 'mutation' : 'query',
    field,
  })),
);

/** The field with its arguments as variables, selecting every plain field of what it returns. */
function documentFor(kind: string, field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returned = getNamedType(field.type);
  const selection = isObjectType(returned)
    ? `{ __typename ${Object.values(returned.getFields())
        .filter((child) => isLeafType(getNamedType(child.type)) && !child.args.some((arg) => isNonNullType(arg.type)))
        .map((child) => child.name)
        .join(' ')} }`
    : '';
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

/** A seed of its own for each operation, so adding one does not change the others' values. */
const seedOf = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

let gateway: TestGateway;
let callers: { label: string; token?: string }[];
let tables: string[];

/**
 * A fingerprint of every row of every table: equal before and after means nothing changed.
 * Each committed insert or update leaves a row version with its own transaction id (xmin) and
 * a delete takes one away, so a table's row count and the sum of its rows' xmin change with
 * any write; hashing every row's text instead made the fuzz the suite's longest file.
 */
async function fingerprint(): Promise<string> {
  const parts = tables.map(
    (table) => `SELECT '${table}' AS t, count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) AS h FROM "${table}"`,
  );
  const rows = await execute<{ t: string; h: string }>(parts.join(' UNION ALL '));
  return rows.map((row) => `${row.t}:${row.h}`).join(' ');
}

type Rows<Row> = { rows: Row[] };
const execute = async <Row>(text: string) =>
  ((await gateway.database.db.execute(text as never)) as unknown as Rows<Row>).rows;

/** The next transaction id PostgreSQL will assign: each transaction that writes takes one. */
const horizon = async () =>
  BigInt((await execute<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0].x);

/**
 * True when no transaction that took an id in [from, to) committed: then no row changed, since
 * rows change only through a committed transaction. Cheap where a fingerprint scans every table
 * (~50 ms on PGlite), and most refused writes never start one that writes. On a server other
 * databases' transactions take ids too; many of them, or one committed, and the fingerprint decides.
 */
async function noneCommitted(from: bigint, to: bigint): Promise<boolean> {
  if (to === from) return true;
  if (to - from > 1000n) return false;
  const [{ n }] = await execute<{ n: number }>(
    `SELECT count(*)::int AS n FROM generate_series(${from}, ${to - 1n}) AS x WHERE pg_xact_status(x::text::xid8) IS DISTINCT FROM 'aborted'`,
  );
  return n === 0;
}

/** The database as last fingerprinted, and the horizon read just before: still true while nothing committed since. */
let known: { horizon: bigint; fingerprint: string } | undefined;

async function current(): Promise<{ horizon: bigint; fingerprint: string }> {
  const now = await horizon();
  if (known && (await noneCommitted(known.horizon, now))) known.horizon = now;
  else known = { horizon: now, fingerprint: await fingerprint() };
  return { ...known };
}

/** A read of each demo app that keeps a copy per account (apps/kit/demo-store.ts). */
const DEMO_APP_READS = [
  '/api/apps/academy/courses',
  '/api/apps/chat/chats',
  '/api/apps/contacts/all',
  '/api/apps/ecommerce/inventory/products',
  '/api/apps/file-manager',
  '/api/apps/mailbox/labels',
  '/api/apps/notes/all',
  '/api/apps/scrumboard/boards',
  '/api/apps/tasks/all',
];

beforeAll(async () => {
  gateway = await startTestGateway();
  callers = [{ label: 'anonymous' }];
  for (const account of [ACCOUNTS.tech, ACCOUNTS.manager, ACCOUNTS.nofarm])
    callers.push({ label: account.key, token: (await signIn(gateway, account)).token });
  // An account's first call to a demo app copies the app's fixtures for it, refused or not:
  // that first use is not a change the call made, so every copy is made before the fuzz.
  for (const { token } of callers)
    for (const path of DEMO_APP_READS)
      if (token) expect((await rest(gateway, 'GET', path, undefined, { token })).status, path).toBe(200);
  // Rate-limit counts are left out: counting refused attempts is what they are for.
  const found = (await gateway.database.db.execute(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits' ORDER BY 1" as never,
  )) as unknown as { rows: { name: string }[] };
  tables = found.rows.map((row) => row.name);
});
afterAll(async () => {
  await gateway?.stop();
});

/** Mostly no header or the callers' own farm, sometimes a farm they may not enter or junk. */
const farmHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 3, arbitrary: fc.constant(HOME_FARM) },
  { weight: 1, arbitrary: fc.constantFrom(FARMS[2].id, 'not-a-farm') },
);

describe(`schema-driven fuzz (seed ${SEED}, ${RUNS} runs an operation)`, () => {
  it('covers every query and mutation of the schema', () => {
    expect(operations.length).toBeGreaterThan(30);
    const argumentCount = operations.reduce((sum, { field }) => sum + field.args.length, 0);
    const inputTypes = new Set<GraphQLInputObjectType>();
    const visit = (type: GraphQLInputType) => {
      const named = getNamedType(type);
      if (!isInputObjectType(named) || inputTypes.has(named)) return;
      inputTypes.add(named);
      for (const inner of Object.values(named.getFields())) visit(inner.type);
    };
    for (const { field } of operations) for (const arg of field.args) visit(arg.type);
    const inputFields = [...inputTypes].reduce((sum, type) => sum + Object.keys(type.getFields()).length, 0);
    console.info(
      `fuzz: ${operations.length} operations, ${argumentCount} arguments, ${inputFields} fields of ${inputTypes.size} input types`,
    );
  });

  it('its change check sees a committed write, and not a rolled-back one', async () => {
    const before = await current();
    await expect(
      gateway.database.db.transaction(async (tx) => {
        await tx.execute(`UPDATE farms SET name = name || '!' WHERE id = '${HOME_FARM}'` as never);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // On a shared server other databases' transactions move the horizon too, so only its direction is known.
    const after = await current();
    expect(after.fingerprint).toBe(before.fingerprint);
    expect(after.horizon).toBeGreaterThan(before.horizon);
    await execute(`UPDATE farms SET name = name WHERE id = '${HOME_FARM}'`);
    expect((await current()).fingerprint).not.toBe(before.fingerprint);
  });

  it.each(operations.map(({ kind, field }) => [`${kind} ${field.name}`, kind, field] as const))(
    '%s: never a 500 or an internal error, and a refused write changes nothing',
    async (_, kind, field) => {
      const document = documentFor(kind, field);
      const variables = fc.record(
        Object.fromEntries(field.args.map((arg) => [arg.name, valuesOf(arg.type, arg.name)])),
      );
      // Mostly the manager and the technician, who may reach every service; sometimes nobody.
      const caller = fc.constantFrom(0, 1, 1, 2, 2, 2, 3);
      await fc.assert(
        fc.asyncProperty(variables, caller, farmHeader, async (values, who, farmId) => {
          const before = kind === 'mutation' ? await current() : undefined;
          const res = await gqlRaw(gateway, document, values, { token: callers[who].token, farmId });
          const context = `${callers[who].label} ${JSON.stringify(values).slice(0, 300)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, context).toBeLessThan(500);
          expect(JSON.stringify(res.body), context).not.toMatch(/INTERNAL_SERVER_ERROR/);
          const refused = !!res.body?.errors?.length || res.status >= 400;
          const answered = (res.body?.data as Record<string, unknown> | null | undefined)?.[field.name];
          if (before && refused && (answered === undefined || answered === null))
            expect((await current()).fingerprint, `a refused write changed rows: ${context}`).toBe(before.fingerprint);
        }),
        { seed: seedOf(field.name), numRuns: RUNS, endOnFailure: true },
      );
    },
  );

  it('the server still answers afterwards', async () => {
    const res = await gqlRaw(gateway, '{ health }');
    expect(res.body).toEqual({ data: { health: true } });
  });
});

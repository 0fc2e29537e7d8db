// graphql-jit carries a patch of ours (patches/graphql-jit+*.patch, applied on install): a leaf
// field's value is checked and serialized by one function per field, which makes the field's
// locations and path only when it errs, and a resolver is called in place, with closures only
// for a promise. What a client sees must not change: every kind of bad value, thrown error and
// rejected promise, at any list depth, answers as graphql-js answers it.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, parse, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import { SCALARS } from '../../gateway/src/graphql/scalars.js';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    scalar DateTime
    enum Level {
      LOW
      HIGH
    }
    type Row {
      id: ID!
      name: String
      level: Level!
      count: Int!
      at: DateTime
      label: String!
      thrown: String
      rejected: String
      later: String!
      nothing: String!
    }
    type Cell {
      value: Int!
    }
    type Query {
      rows: [Row]!
      grid: [[Cell]]
      counts: [Int!]
      single: Row
    }
  `,
  resolvers: {
    DateTime: SCALARS.DateTime,
    Row: {
      label: (row: { id: string }) => `row ${row.id}`,
      thrown: (row: { id: string }) => {
        if (row.id === '2') throw new Error('thrown for row 2');
        return 'fine';
      },
      rejected: async (row: { id: string }) => {
        if (row.id === '3') throw new Error('rejected for row 3');
        return 'fine';
      },
      later: async (row: { id: string }) => `later ${row.id}`,
      nothing: (row: { id: string }) => (row.id === '4' ? null : 'something'),
    },
  },
});

const good = { id: '1', name: 'ok', level: 'LOW', count: 1, at: new Date('2026-11-24T08:30:00Z') };
const root = {
  rows: [
    good,
    { ...good, id: '2', name: new Error('name failed') },
    { ...good, id: '3', level: 'MEDIUM' },
    { ...good, id: '4', count: 'many' },
    { ...good, id: '5', at: new Date(Number.NaN) },
    { ...good, id: null },
    { ...good, id: '7', count: Number.NaN },
    { ...good, id: '8', at: '2026-11-24T10:00:00+02:00', name: null },
  ],
  grid: [[{ value: 1 }, { value: 2 }], [{ value: 3 }, { value: null }, { value: 'x' }], null],
  counts: [1, 2, null],
  single: { ...good, count: 2.5 },
};

const QUERY = parse(`{
  rows { id name level count at label thrown rejected later nothing }
  grid { value }
  counts
  single { id count at later }
}`);

/** An answer as a client reads it: data, and each error's message, path and locations. */
function asSent(result: ExecutionResult) {
  const sent = JSON.parse(JSON.stringify(result)) as { data?: unknown; errors?: { path: unknown[] }[] };
  const errors = (sent.errors ?? []).sort((a, b) => JSON.stringify(a.path).localeCompare(JSON.stringify(b.path)));
  return { data: sent.data, errors };
}

const equalPaths = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

describe('compiled execution, as patched', () => {
  it('answers bad leaf values, thrown errors and rejections at every list depth as graphql-js does', async () => {
    const compiled = compileQuery(schema, QUERY);
    if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled));
    const interpreted = asSent(await execute({ schema, document: QUERY, rootValue: root }));
    const fast = asSent(await compiled.query(root, {}, {}));

    expect(fast.data).toEqual(interpreted.data);
    expect(fast.errors).toEqual(expect.arrayContaining(interpreted.errors));
    // graphql-jit (as published too) also reports the errors of a row's other fields once one
    // of them has made the row null; graphql-js leaves them out.
    const apart = fast.errors.filter(({ path }) => !interpreted.errors.some((error) => equalPaths(error.path, path)));
    expect(apart).toEqual([
      { message: 'rejected for row 3', path: ['rows', 2, 'rejected'], locations: [{ line: 2, column: 46 }] },
      {
        message: 'Cannot return null for non-nullable field Row.nothing.',
        path: ['rows', 3, 'nothing'],
        locations: [{ line: 2, column: 61 }],
      },
    ]);
    // What the cases are, so that a change to them is seen.
    expect(fast.errors.map(({ path }) => path.join('.'))).toEqual([
      'counts.2',
      'grid.1.1.value',
      'grid.1.2.value',
      'rows.1.name',
      'rows.1.thrown',
      'rows.2.level',
      'rows.2.rejected',
      'rows.3.count',
      'rows.3.nothing',
      'rows.4.at',
      'rows.5.id',
      'rows.6.count',
      'single.count',
    ]);
  });

  it('answers good values in place, promises included, and dates as UTC text', async () => {
    const compiled = compileQuery(schema, QUERY);
    if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled));
    const { data } = asSent(await compiled.query(root, {}, {}));
    const rows = (data as { rows: (Record<string, unknown> | null)[] }).rows;
    expect(rows[0]).toEqual({
      id: '1',
      name: 'ok',
      level: 'LOW',
      count: 1,
      at: '2026-11-24T08:30:00.000Z',
      label: 'row 1',
      thrown: 'fine',
      rejected: 'fine',
      later: 'later 1',
      nothing: 'something',
    });
    expect(rows[7]).toMatchObject({ id: '8', name: null, at: '2026-11-24T08:00:00.000Z' });
    expect(rows[3]).toBeNull();
    expect(rows[5]).toBeNull();
  });
});

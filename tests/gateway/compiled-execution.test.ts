// Repeated operations run as code compiled by graphql-jit, first uses through graphql-js.
// The executor: when a document is compiled (its second use, per operation name) and that
// either way the answer is the same. Through the server: the answers users and clients see
// (data, errors, codes, HTTP status) are identical on a document's first, second and third use.
import { getOperationAST, parse, print, type ExecutionResult } from 'graphql';
import { compileQuery } from 'graphql-jit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledExecution, type Compile } from '../../gateway/src/graphql/compiled-execution.js';
import { buildSchema } from '../../gateway/src/graphql/schema.js';
import { errorCode, gqlRaw, startTestGateway, type TestGateway } from './support/gateway.js';
import {
  FRM1,
  meteredMachineOf,
  partsOf,
  signInMaintenance,
  type MaintenanceAccountKey,
} from './support/maintenance.js';
import {
  EquipmentListQuery,
  EquipmentQuery,
  RecordMeterReadingMutation,
  SparePartQuery,
} from './support/maintenance-operations.js';

describe('the executor', () => {
  const schema = buildSchema();

  async function engine(compile: Compile = async (...args) => compileQuery(...args)) {
    const compiled: string[] = [];
    const warnings: string[] = [];
    const counting: Compile = (...args) => {
      compiled.push(args[2] ?? '');
      return compile(...args);
    };
    const { executor } = await compiledExecution(schema, counting).load({ apollo: {} });
    const logger = { warn: (line: string) => warnings.push(line) };
    const run = async (query: ReturnType<typeof parse>, operationName: string | null, variables = {}) => {
      const operation = getOperationAST(query, operationName);
      const request = { document: query, operationName, operation, context: {}, request: { variables }, logger };
      const result: ExecutionResult = await executor!(request as never);
      return JSON.parse(JSON.stringify(result)) as unknown;
    };
    return { compiled, warnings, run };
  }

  it('runs a first use through graphql-js, compiles on the second and reuses that code', async () => {
    const { compiled, run } = await engine();
    const document = parse('query Health { health }');
    expect(await run(document, 'Health')).toEqual({ data: { health: true } });
    expect(compiled).toEqual([]);
    expect(await run(document, 'Health')).toEqual({ data: { health: true } });
    expect(compiled).toEqual(['Health']);
    expect(await run(document, 'Health')).toEqual({ data: { health: true } });
    expect(compiled).toEqual(['Health']);
  });

  it('keeps an operation the compiler fails on running on graphql-js, with a warning', async () => {
    const { compiled, warnings, run } = await engine(() => {
      throw new Error('unsupported');
    });
    const document = parse('query Health { health }');
    for (let use = 0; use < 3; use++) expect(await run(document, 'Health')).toEqual({ data: { health: true } });
    expect(compiled).toEqual(['Health']);
    expect(warnings).toEqual([expect.stringContaining('could not compile Health')]);
  });

  it('answers a plain error thrown by a resolver the same compiled, as an error Apollo can format', async () => {
    const { compiled, run } = await engine();
    const document = parse('query Me { me { id } }'); // the bare context has no services: a TypeError
    const interpreted = await run(document, 'Me');
    expect(interpreted).toMatchObject({ data: null, errors: [{ path: ['me'], locations: [{ line: 1, column: 12 }] }] });
    expect(await run(document, 'Me')).toEqual(interpreted);
    expect(compiled).toEqual(['Me']);
    const { executor } = await compiledExecution(schema).load({ apollo: {} });
    const request = {
      document,
      operationName: 'Me',
      operation: getOperationAST(document, 'Me'),
      context: {},
      request: {},
      logger: {},
    };
    for (let use = 0; use < 3; use++) {
      const result: ExecutionResult = await executor!(request as never);
      const [error] = result.errors ?? [];
      expect(error.extensions, `use ${use + 1}`).toBeDefined();
      expect(() => Object.assign(error, { message: 'rewritten' }), `use ${use + 1}`).not.toThrow();
    }
  });

  it('counts the operations of one document apart', async () => {
    const { compiled, run } = await engine();
    const document = parse('query A { health } query B { __typename }');
    await run(document, 'A');
    await run(document, 'A');
    expect(await run(document, 'B')).toEqual({ data: { __typename: 'Query' } });
    expect(compiled).toEqual(['A']);
    expect(await run(document, 'B')).toEqual({ data: { __typename: 'Query' } });
    expect(compiled).toEqual(['A', 'B']);
  });

  it('answers introspection the same compiled as interpreted', async () => {
    const { compiled, run } = await engine();
    const document = parse(
      '{ __schema { queryType { name } types { name kind fields { name args { name defaultValue } type { name kind ofType { name } } } enumValues { name } } } }',
    );
    const first = await run(document, null);
    expect(JSON.stringify(first)).toContain('"EquipmentConnection"');
    expect(await run(document, null)).toEqual(first);
    expect(compiled).toHaveLength(1);
  });

  it('rejects bad variables with graphql-js’s errors once compiled', async () => {
    const { compiled, run } = await engine();
    const text =
      'query L($first: Int, $status: [EquipmentStatus!]) { equipmentList(farmId: "f", first: $first, filter: { status: $status }) { totalCount } }';
    for (const variables of [{ first: 'many' }, { status: ['BROKEN'] }, { first: 2 ** 40 }]) {
      const document = parse(text); // new to the engine: its first use is interpreted
      const interpreted = await run(document, 'L', variables);
      const again = await run(document, 'L', variables);
      expect(again, JSON.stringify(variables)).toEqual(interpreted);
      expect(JSON.stringify(again)).toMatch(/Variable \\"\$(first|status)\\" got invalid value/);
    }
    expect(compiled).toEqual(['L', 'L', 'L']);
  });
});

describe('through the server, a document answers the same on every use', () => {
  let gateway: TestGateway;
  let tokens: Record<MaintenanceAccountKey, string>;
  let variant = 0;

  beforeAll(async () => {
    gateway = await startTestGateway();
    tokens = await signInMaintenance(gateway);
  });
  afterAll(() => gateway?.stop());

  /** Sends a document new to the server three times and returns the (identical) answer. */
  async function threeTimes(query: string, variables: Record<string, unknown>, token: string) {
    const text = `${query}\n# variant ${++variant}`;
    const answers = [];
    for (let use = 0; use < 3; use++) {
      const { status, body } = await gqlRaw(gateway, text, variables, { token });
      answers.push({ status, body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    return answers[0];
  }

  it('a machine with its readings, parent, children, parts and history', async () => {
    const machine = meteredMachineOf(FRM1);
    const { status, body } = await threeTimes(print(EquipmentQuery), { id: machine.id }, tokens.manager);
    expect(status).toBe(200);
    expect(body.data.equipment).toMatchObject({ id: machine.id, code: machine.code });
    expect(body.data.equipment.readings.length).toBeGreaterThan(0);
  });

  it('a part with its movement ledger', async () => {
    const part = partsOf(FRM1)[0];
    const { body } = await threeTimes(print(SparePartQuery), { id: part.id }, tokens.tech);
    expect(body.data.sparePart).toMatchObject({ id: part.id, partNumber: part.partNumber });
  });

  it('a filtered, sorted list page and the page after it', async () => {
    const variables = { farmId: FRM1, filter: { text: 'a' }, sort: { field: 'NAME', direction: 'DESC' }, first: 3 };
    const { body } = await threeTimes(print(EquipmentListQuery), variables, tokens.tech);
    const page = body.data.equipmentList;
    expect(page.edges).toHaveLength(3);
    const next = await threeTimes(
      print(EquipmentListQuery),
      { ...variables, after: page.pageInfo.endCursor },
      tokens.tech,
    );
    expect(next.body.data.equipmentList.edges[0].node.id).not.toBe(page.edges[0].node.id);
  });

  it('fragments, aliases and @include/@skip', async () => {
    const query = `query Mixed($farmId: ID!, $withMeter: Boolean!) {
      machines: equipmentList(farmId: $farmId, first: 2) { edges { node { ...Machine } } }
      parts: spareParts(farmId: $farmId, first: 2) { totalCount edges { node { partNumber lowStock } } }
    }
    fragment Machine on Equipment { code meterValue @include(if: $withMeter) name @skip(if: $withMeter) }`;
    for (const withMeter of [true, false]) {
      const { body } = await threeTimes(query, { farmId: FRM1, withMeter }, tokens.manager);
      const node = body.data.machines.edges[0].node;
      expect(Object.keys(node).sort()).toEqual(withMeter ? ['code', 'meterValue'] : ['code', 'name']);
    }
  });

  it('errors: NOT_FOUND, FORBIDDEN, a rejected variable and a refused mutation', async () => {
    const unknown = await threeTimes(
      print(EquipmentQuery),
      { id: '00000000-0000-4000-8000-000000000000' },
      tokens.manager,
    );
    expect(unknown.body).toMatchObject({ data: { equipment: null }, errors: [{ extensions: { code: 'NOT_FOUND' } }] });

    const foreign = await threeTimes(print(EquipmentListQuery), { farmId: FRM1 }, tokens.nofarm);
    expect(errorCode(foreign.body)).toBe('FORBIDDEN');

    const badEnum = await threeTimes(
      print(EquipmentListQuery),
      { farmId: FRM1, filter: { status: ['BROKEN'] } },
      tokens.manager,
    );
    expect(badEnum.status).toBe(400);
    expect(errorCode(badEnum.body)).toBe('BAD_USER_INPUT');

    const machine = meteredMachineOf(FRM1);
    const lower = await threeTimes(
      print(RecordMeterReadingMutation),
      { equipmentId: machine.id, value: 0 },
      tokens.tech,
    );
    expect(errorCode(lower.body)).toBe('BAD_USER_INPUT');
  });
});

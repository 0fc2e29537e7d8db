// GraphQL's "Did you mean …?" names parts of the schema. A production gateway never says it,
// whatever was misspelt and however often the document is sent; a test-mode gateway does,
// which shows the production answers really had something to hide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, FARMS, signIn } from './support/fixtures.js';
import { gqlRaw, startTestGateway, SUITE_MODE, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = (await signIn(gateway, ACCOUNTS.manager)).token;
});
afterAll(async () => {
  await gateway?.stop();
});

const farmId = FARMS[0].id;
const MISSPELT: [string, string, Record<string, unknown>?][] = [
  ['a field', '{ me { nam emai } }'],
  ['an argument', '{ notifications(farmID: "x") { id } }'],
  [
    'an enum value written in the document',
    `{ equipmentList(farmId: "${farmId}", filter: { category: [TRACTR] }) { totalCount } }`,
  ],
  [
    'an enum value in a variable',
    'query L($farmId: ID!, $c: [EquipmentCategory!]) { equipmentList(farmId: $farmId, filter: { category: $c }) { totalCount } }',
    { farmId, c: ['TRACTR'] },
  ],
  [
    'an input field written in the document',
    `{ equipmentList(farmId: "${farmId}", filter: { txt: "a" }) { totalCount } }`,
  ],
  [
    'an input field in a variable',
    'query L($farmId: ID!, $f: EquipmentFilter) { equipmentList(farmId: $farmId, filter: $f) { totalCount } }',
    { farmId, f: { txt: 'a' } },
  ],
  ['a type in a fragment', '{ me { ...F } } fragment F on Usr { id }'],
];

describe(`misspellings in ${SUITE_MODE} mode`, () => {
  it.each(MISSPELT)('%s: refused with a 400, with suggestions only outside production', async (_, query, variables) => {
    // Three uses: the third runs compiled, where a rewritten message once became a 500.
    for (let use = 1; use <= 3; use++) {
      const res = await gqlRaw(gateway, query, variables, { token });
      expect(res.status, `use ${use}`).toBe(400);
      expect(['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']).toContain(res.body.errors?.[0]?.extensions?.code);
      if (SUITE_MODE === 'production') expect(JSON.stringify(res.body)).not.toMatch(/did you mean/i);
      else expect(JSON.stringify(res.body)).toMatch(/did you mean/i);
    }
  });
});

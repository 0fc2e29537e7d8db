// Helpers of the equipment and spare-parts suites: the demo accounts including the viewer,
// the seeded machines and parts of fixtures/demo.json, record builders with unique codes,
// and read-backs (through the admin) used to prove that a rejected write changed nothing.
import { afterAll, beforeAll, expect } from 'vitest';
import type {
  CreateEquipmentInput,
  CreateSparePartInput,
  TestEquipmentListQueryVariables as ListMachinesVariables,
  TestSparePartsQueryVariables as ListPartsVariables,
} from '../__generated__/graphql.js';
import { demo, rolesOnFirstFarm, signIn } from './fixtures.js';
import {
  errorCode,
  gql,
  startTestGateway,
  type GraphQLBody,
  type HttpResult,
  type GatewayAddress,
  type TestGateway,
  type TestGatewayOptions,
} from './gateway.js';
import {
  CreateEquipmentMutation,
  CreateSparePartMutation,
  EquipmentListQuery,
  EquipmentQuery,
  SparePartQuery,
  SparePartsQuery,
} from './maintenance-operations.js';

export type MaintenanceAccountKey = 'admin' | 'manager' | 'tech' | 'viewer' | 'nofarm';
export const MAINTENANCE_ACCOUNT_KEYS: MaintenanceAccountKey[] = ['admin', 'manager', 'tech', 'viewer', 'nofarm'];

const EMAILS: Record<MaintenanceAccountKey, string> = {
  admin: 'admin@farmmaint.app',
  manager: 'manager@farmmaint.app',
  tech: 'tech@farmmaint.app',
  viewer: 'viewer@farmmaint.app',
  nofarm: 'nofarm@farmmaint.app',
};

export interface MaintenanceAccount {
  key: MaintenanceAccountKey;
  email: string;
  password: string;
  name: string;
  roles: string[];
  /** Farms the user may work in (every farm for the admin). */
  farmIds: string[];
}

export const ALL_FARMS: string[] = demo.farms.map((farm) => farm.id);
const farmByReference = (reference: string) => {
  const farm = demo.farms.find((candidate) => candidate.reference === reference);
  if (!farm) throw new Error(`fixtures/demo.json has no farm ${reference}`);
  return farm.id;
};
export const FRM1 = farmByReference('FRM-001');
export const FRM2 = farmByReference('FRM-002');
export const FRM3 = farmByReference('FRM-003');

export const MACCOUNTS = Object.fromEntries(
  MAINTENANCE_ACCOUNT_KEYS.map((key) => {
    const user = demo.users.find((candidate) => candidate.email === EMAILS[key]);
    if (!user) throw new Error(`fixtures/demo.json has no user ${EMAILS[key]}`);
    const account: MaintenanceAccount = {
      key,
      email: user.email,
      password: user.password,
      name: user.name,
      roles: rolesOnFirstFarm(user),
      farmIds: (user.roles as string[]).includes('admin') ? ALL_FARMS : user.farms,
    };
    return [key, account];
  }),
) as Record<MaintenanceAccountKey, MaintenanceAccount>;

export async function signInMaintenance(gateway: GatewayAddress): Promise<Record<MaintenanceAccountKey, string>> {
  const tokens = {} as Record<MaintenanceAccountKey, string>;
  for (const key of MAINTENANCE_ACCOUNT_KEYS) tokens[key] = (await signIn(gateway, MACCOUNTS[key])).token;
  return tokens;
}

// --- fixtures ---------------------------------------------------------------------------

type FarmMaintenance = (typeof demo.maintenance)[number];
export type FixtureMachine = FarmMaintenance['machines'][number];
export type FixturePart = FarmMaintenance['parts'][number];

export function maintenanceOf(farmId: string): FarmMaintenance {
  const farm = demo.maintenance.find((candidate) => candidate.farmId === farmId);
  if (!farm) throw new Error(`fixtures/demo.json has no maintenance data for ${farmId}`);
  return farm;
}
export const machinesOf = (farmId: string): FixtureMachine[] => maintenanceOf(farmId).machines;
export const partsOf = (farmId: string): FixturePart[] => maintenanceOf(farmId).parts;

/** A seeded machine of the farm with an HOURS/KM meter and no parent. */
export function meteredMachineOf(farmId: string): FixtureMachine {
  const machine = machinesOf(farmId).find((m) => m.meterUnit !== 'NONE' && !m.parentId && m.status !== 'RETIRED');
  if (!machine) throw new Error(`no metered machine in ${farmId}`);
  return machine;
}

// --- assertions -------------------------------------------------------------------------

/** The response carries exactly one error with that code and no data for the field. */
export function expectError(res: HttpResult<GraphQLBody<unknown>>, code: string, label = ''): void {
  expect(errorCode(res.body), `${label} ${JSON.stringify(res.body)}`).toBe(code);
}

/** No errors; returns the data. */
export function expectData<T>(res: HttpResult<GraphQLBody<T>>, label = ''): T {
  expect(res.body?.errors, `${label} ${JSON.stringify(res.body?.errors)}`).toBeUndefined();
  expect(res.status, label).toBe(200);
  expect(res.body?.data, label).toBeTruthy();
  return res.body.data as T;
}

/** A history entry's changes, field by field. */
export const changesOf = (entry: { changes: unknown }) =>
  entry.changes as Record<string, { before: unknown; after: unknown }>;

// --- builders ---------------------------------------------------------------------------

let sequence = 0;
/** A code unique within this test run, only letters and digits (same order under any collation). */
export function uniqueCode(prefix = 'T'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${String(sequence).padStart(3, '0')}`;
}

export async function createMachine(
  gateway: GatewayAddress,
  token: string,
  input: Partial<CreateEquipmentInput> & { farmId: string },
) {
  const res = await gql(
    gateway,
    CreateEquipmentMutation,
    { input: { code: uniqueCode('EQ'), name: 'Test machine', category: 'TRACTOR', ...input } },
    { token },
  );
  return expectData(res, 'createEquipment').createEquipment;
}

/**
 * A machine's fields with every kind of column a statement may carry it with as JSON (carried.ts):
 * text with quotes, a line break and non-ASCII letters, an integer, a fractional numeric, a
 * money amount, dates (a leap day), and nulls (model).
 */
export const EVERY_KIND_OF_MACHINE = {
  name: 'Carried “tractor” — ñ',
  make: 'Fendt',
  year: 2019,
  meterValue: 1234.5,
  purchaseDate: '2020-02-29',
  purchaseCost: 98765.43,
  warrantyEnd: '2025-12-31',
  notes: 'Line one\nline two, "quoted"',
} satisfies Partial<CreateEquipmentInput>;

export async function createPart(
  gateway: GatewayAddress,
  token: string,
  input: Partial<CreateSparePartInput> & { farmId: string },
) {
  const res = await gql(
    gateway,
    CreateSparePartMutation,
    { input: { partNumber: uniqueCode('PN'), name: 'Test part', unit: 'PCS', ...input } },
    { token },
  );
  return expectData(res, 'createSparePart').createSparePart;
}

// --- read-backs -------------------------------------------------------------------------

export async function readMachine(gateway: GatewayAddress, token: string, id: string) {
  const data = expectData(await gql(gateway, EquipmentQuery, { id }, { token }), `equipment(${id})`);
  expect(data.equipment, `equipment ${id}`).toBeTruthy();
  return data.equipment!;
}

export async function readPart(gateway: GatewayAddress, token: string, id: string) {
  const data = expectData(await gql(gateway, SparePartQuery, { id }, { token }), `sparePart(${id})`);
  expect(data.sparePart, `sparePart ${id}`).toBeTruthy();
  return data.sparePart!;
}

/** Every machine of a farm matching the filter (all pages, default order CODE ASC). */
export async function allMachines(
  gateway: GatewayAddress,
  token: string,
  farmId: string,
  variables: Omit<ListMachinesVariables, 'farmId'> = {},
) {
  const nodes = [];
  let after: string | null | undefined;
  for (let page = 0; page < 50; page++) {
    const conn = await listMachines(gateway, token, { farmId, first: 100, ...variables, after });
    nodes.push(...conn.edges.map((edge) => edge.node));
    if (!conn.pageInfo.hasNextPage) return nodes;
    after = conn.pageInfo.endCursor;
  }
  throw new Error('equipmentList never ended');
}

export async function listMachines(gateway: GatewayAddress, token: string, variables: ListMachinesVariables) {
  const data = expectData(await gql(gateway, EquipmentListQuery, variables, { token }), 'equipmentList');
  return data.equipmentList;
}

export async function listParts(gateway: GatewayAddress, token: string, variables: ListPartsVariables) {
  const data = expectData(await gql(gateway, SparePartsQuery, variables, { token }), 'spareParts');
  return data.spareParts;
}

export async function allParts(
  gateway: GatewayAddress,
  token: string,
  farmId: string,
  variables: Omit<ListPartsVariables, 'farmId'> = {},
) {
  const nodes = [];
  let after: string | null | undefined;
  for (let page = 0; page < 50; page++) {
    const conn = await listParts(gateway, token, { farmId, first: 100, ...variables, after });
    nodes.push(...conn.edges.map((edge) => edge.node));
    if (!conn.pageInfo.hasNextPage) return nodes;
    after = conn.pageInfo.endCursor;
  }
  throw new Error('spareParts never ended');
}

/** Σ of the signed movement quantities (rounded to the database's 3 decimals). */
export function ledgerSum(movements: { quantity: number }[]): number {
  return Math.round(movements.reduce((sum, movement) => sum + movement.quantity, 0) * 1000) / 1000;
}

/** quantityOnHand equals the ledger, and every balanceAfter is the running sum (oldest first). */
export function expectLedgerConsistent(part: {
  partNumber: string;
  quantityOnHand: number;
  movements: { quantity: number; balanceAfter: number; createdAt: string }[];
}): void {
  const times = part.movements.map((movement) => Date.parse(movement.createdAt));
  expect(times, `${part.partNumber}: movements newest first`).toEqual([...times].sort((a, b) => b - a));
  expect(ledgerSum(part.movements), `${part.partNumber}: Σ movements = quantityOnHand`).toBe(part.quantityOnHand);
  let balance = 0;
  for (const movement of [...part.movements].reverse()) {
    balance = Math.round((balance + movement.quantity) * 1000) / 1000;
    expect(movement.balanceAfter, `${part.partNumber}: running balance`).toBe(balance);
    expect(movement.balanceAfter).toBeGreaterThanOrEqual(0);
  }
}

/** Reads a part back and checks its ledger (expectLedgerConsistent); returns it. */
export async function checkedPart(gateway: GatewayAddress, token: string, id: string) {
  const part = await readPart(gateway, token, id);
  expectLedgerConsistent(part);
  return part;
}

/**
 * One gateway on the seeded demo for a test file, and a token per maintenance account. Both
 * objects are filled in place by beforeAll, so the file can destructure them at its top.
 */
export function maintenanceSuite(options?: TestGatewayOptions) {
  const gateway = {} as TestGateway;
  const tokens = {} as Record<MaintenanceAccountKey, string>;
  beforeAll(async () => {
    Object.assign(gateway, await startTestGateway(options));
    Object.assign(tokens, await signInMaintenance(gateway));
  });
  afterAll(async () => {
    await gateway.stop?.();
  });
  return { gateway, tokens };
}

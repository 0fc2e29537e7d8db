// The deterministic demo data the gateway seeds, read from fixtures/demo.json so that no
// test hard-codes an id, plus sign-in helpers and shared assertions.
import { expect } from 'vitest';
import demo from '../../../fixtures/demo.json';
import { rest, type GatewayAddress, type Json } from './gateway.js';

export { demo };

export type AccountKey = 'admin' | 'manager' | 'tech' | 'nofarm';
export const ACCOUNT_KEYS: AccountKey[] = ['admin', 'manager', 'tech', 'nofarm'];

export interface Account {
  key: AccountKey;
  id: string;
  email: string;
  password: string;
  name: string;
  roles: string[];
  /** Farms on the user's record. */
  farmIds: string[];
  /** Farms the user may work in (every farm for the admin). */
  accessibleFarmIds: string[];
}

export const FARMS = demo.farms;
export const ALL_FARM_IDS: string[] = demo.farms.map((farm) => farm.id);

type FixtureUser = (typeof demo.users)[number];

/**
 * The roles `me` answers without a farm header: the membership's on the user's first farm
 * (as the farm list sorts them, by name), plus the global ones (admin).
 */
export function rolesOnFirstFarm(user: FixtureUser): string[] {
  const nameOf = (farmId: string) => demo.farms.find((farm) => farm.id === farmId)?.name ?? '';
  const [first] = [...user.memberships].sort((a, b) => (nameOf(a.farmId) < nameOf(b.farmId) ? -1 : 1));
  return [...(user.roles as string[]), ...(first ? [first.role] : [])];
}

function account(key: AccountKey, email: string): Account {
  const user = demo.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`fixtures/demo.json has no user ${email}`);
  const globalRoles: string[] = user.roles;
  const isAdmin = globalRoles.includes('admin');
  return {
    key,
    id: user.id,
    email: user.email,
    password: user.password,
    name: user.name,
    roles: rolesOnFirstFarm(user),
    farmIds: user.farms,
    accessibleFarmIds: isAdmin ? ALL_FARM_IDS : user.farms,
  };
}

export const ACCOUNTS: Record<AccountKey, Account> = {
  admin: account('admin', 'admin@farmmaint.app'),
  manager: account('manager', 'manager@farmmaint.app'),
  tech: account('tech', 'tech@farmmaint.app'),
  nofarm: account('nofarm', 'nofarm@farmmaint.app'),
};

/** A farm the account cannot access and the admin can (no member among ACCOUNTS). */
export function farmOutside(account: Account): string {
  const farm = ALL_FARM_IDS.find((id) => !account.accessibleFarmIds.includes(id));
  if (!farm) throw new Error(`${account.email} can access every farm`);
  return farm;
}

export type FeedKind = 'notifications' | 'messages';

interface FixtureFeedItem {
  id: string;
  userEmail: string;
  farmId: string | null;
  read: boolean;
  title: string | null;
  time: { minutesAgo: number };
}

/** The fixture items of one user, optionally narrowed to what `farmId`'s view shows. */
export function feedOf(kind: FeedKind, account: Account, scope?: { farmId?: string | null }): FixtureFeedItem[] {
  const items = (demo[kind] as FixtureFeedItem[]).filter((item) => item.userEmail === account.email);
  if (!scope) return items;
  return items
    .filter((item) => item.farmId === null || (scope.farmId != null && item.farmId === scope.farmId))
    .sort((a, b) => a.time.minutesAgo - b.time.minutesAgo);
}

export function shortcutsOf(account: Account): { id: string; label: string; link: string }[] {
  return (demo.shortcuts as { id: string; userEmail: string; label: string; link: string }[]).filter(
    (shortcut) => shortcut.userEmail === account.email,
  );
}

export interface SignedIn {
  token: string;
  user: Json;
}

/** REST sign-in; fails the test unless it answers 200 with a token. */
export async function signIn(gateway: GatewayAddress, account: Pick<Account, 'email' | 'password'>): Promise<SignedIn> {
  const response = await rest(gateway, 'POST', '/api/auth/sign-in', {
    email: account.email,
    password: account.password,
  });
  expect(response.status, `sign-in of ${account.email}: ${JSON.stringify(response.body)}`).toBe(200);
  expect(typeof response.body?.accessToken).toBe('string');
  return { token: response.body.accessToken, user: response.body.user };
}

/** Signs every demo account in once. */
export async function signInAll(gateway: GatewayAddress): Promise<Record<AccountKey, string>> {
  const tokens = {} as Record<AccountKey, string>;
  for (const key of ACCOUNT_KEYS) tokens[key] = (await signIn(gateway, ACCOUNTS[key])).token;
  return tokens;
}

let counter = 0;
/** A fresh account made through the public sign-up route (no farm). */
export async function signUpFresh(
  gateway: GatewayAddress,
  prefix = 'fresh',
): Promise<{ email: string; password: string; name: string }> {
  counter += 1;
  const email = `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
  const password = `Fresh#${counter}-password`;
  const name = `Fresh User ${counter}`;
  const response = await rest(gateway, 'POST', '/api/auth/sign-up', { name, email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body).toBe(true);
  return { email, password, name };
}

/** No password, hash or argon2 string anywhere in a response body. */
export function expectNoSecrets(body: unknown, password?: string): void {
  const seen: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (/pass(word)?|hash|secret|salt/i.test(key)) seen.push(`${path}.${key}`);
        walk(inner, `${path}.${key}`);
      }
    }
  };
  walk(body, '$');
  expect(seen, 'secret-looking keys in the response').toEqual([]);
  const text = JSON.stringify(body) ?? '';
  expect(text).not.toMatch(/\$argon2|\$2[aby]\$/);
  if (password) expect(text).not.toContain(password);
}

/** Shape of a REST user (the spec's User entity), never with secrets. */
export function expectRestUser(user: Json, account?: Pick<Account, 'email' | 'password'>): void {
  expect(user).toEqual(
    expect.objectContaining({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      status: expect.stringMatching(/^(online|away|busy|not-visible)$/),
      permissions: expect.any(Array),
      roles: expect.any(Array),
      farms: expect.any(Array),
    }),
  );
  expect('avatar' in user, 'user.avatar present (null allowed)').toBe(true);
  expect(user.avatar === null || typeof user.avatar === 'string').toBe(true);
  for (const permission of user.permissions) expect(typeof permission).toBe('string');
  for (const role of user.roles) expect(typeof role).toBe('string');
  for (const farm of user.farms) expect(farm).toEqual(expect.objectContaining({ id: expect.any(String) }));
  if (account) expect(user.email).toBe(account.email);
  expectNoSecrets(user, account?.password);
}

export function sorted<T>(values: T[]): T[] {
  return [...values].sort();
}

export function expectNewestFirst(items: { time: string }[]): void {
  const times = items.map((item) => Date.parse(item.time));
  for (const time of times) expect(Number.isNaN(time)).toBe(false);
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

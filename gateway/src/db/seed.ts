// Loads fixtures/demo.json into an empty database. Times in the fixtures are offsets from
// now, so notifications look fresh whenever the demo is installed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.js';
import type { Db } from './client.js';
import {
  equipment,
  farmMembers,
  farms,
  feedItems,
  meterReadings,
  partCompatibility,
  shortcuts,
  spareParts,
  stockMovements,
  users,
  type FarmRole,
  type FeedKind,
} from './schema.js';
import { seedPlans } from './seed-plans.js';
import { seedWorkOrders } from './seed-work-orders.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/demo.json', import.meta.url));

type Offset = { minutesAgo: number };
interface FeedFixture {
  id: string;
  userEmail: string;
  farmId: string | null;
  title: string;
  description: string;
  image: string | null;
  link: string | null;
  useRouter: boolean;
  read: boolean;
  time: Offset;
}
type Row = Record<string, unknown>;
interface FarmMaintenanceFixture {
  farmId: string;
  machines: Row[];
  readings: (Row & { readAt: Offset })[];
  parts: Row[];
  movements: (Row & { at: Offset })[];
  compatibility: { partId: string; equipmentId: string }[];
}
interface DemoFixtures {
  farms: {
    id: string;
    reference: string;
    name: string;
    location: string;
    city: string;
    /** ISO 4217. */
    currency: string;
  }[];
  users: {
    id: string;
    email: string;
    password: string;
    name: string;
    /** Global roles (admin); the others belong to memberships. */
    roles: string[];
    memberships: { farmId: string; role: string }[];
    avatar: string | null;
    status: string;
  }[];
  notifications: (FeedFixture & { icon: string })[];
  messages: FeedFixture[];
  shortcuts: {
    id: string;
    userEmail: string;
    position: number;
    label: string;
    description: string;
    icon: string;
    link: string;
    useRouter: boolean;
  }[];
  maintenance: FarmMaintenanceFixture[];
}

export const loadDemoFixtures = (): DemoFixtures => JSON.parse(readFileSync(FIXTURES, 'utf8'));

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n === 0;
}

export async function seedDemo(db: Db): Promise<void> {
  const demo = loadDemoFixtures();
  const now = Date.now();
  const at = (offset: Offset) => new Date(now - offset.minutesAgo * 60_000);
  const userIdByEmail = new Map(demo.users.map((user) => [user.email, user.id]));
  const feed =
    (kind: FeedKind) =>
    ({ userEmail, time, ...item }: FeedFixture) => ({
      ...item,
      kind,
      userId: userIdByEmail.get(userEmail)!,
      time: at(time),
    });
  const hashes = await Promise.all(demo.users.map((user) => hashPassword(user.password)));

  await db.transaction(async (tx) => {
    await tx.insert(farms).values(demo.farms.map(({ city, ...farm }) => ({ ...farm, cityName: city })));
    await tx.insert(users).values(
      demo.users.map((user, i) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        passwordHash: hashes[i],
        avatar: user.avatar,
        status: user.status,
        roles: user.roles,
      })),
    );
    const memberships = demo.users.flatMap((user) =>
      user.memberships.map(({ farmId, role }) => ({ farmId, userId: user.id, role: role as FarmRole })),
    );
    if (memberships.length) await tx.insert(farmMembers).values(memberships);
    await tx
      .insert(feedItems)
      .values([...demo.notifications.map(feed('notification')), ...demo.messages.map(feed('message'))]);
    await tx.insert(shortcuts).values(
      demo.shortcuts.map(({ userEmail, ...shortcut }) => ({
        ...shortcut,
        userId: userIdByEmail.get(userEmail)!,
      })),
    );
    for (const farm of demo.maintenance) await seedMaintenance(tx, farm, at);
    // Plans first: the past services they made point at them.
    await seedWorkOrders(tx, now, await seedPlans(tx, now));
  });
}

/** Machines (parents before their implements), readings, parts, ledgers and compatibility. */
async function seedMaintenance(tx: Db, farm: FarmMaintenanceFixture, at: (offset: Offset) => Date) {
  const { farmId } = farm;
  const now = new Date(Math.floor(Date.now()));
  const machines = farm.machines.map((m) => ({ ...m, farmId, updatedAt: now }) as typeof equipment.$inferInsert);
  await tx.insert(equipment).values(machines.map((m) => ({ ...m, parentId: null })));
  for (const m of machines.filter((m) => m.parentId)) {
    await tx.update(equipment).set({ parentId: m.parentId }).where(eq(equipment.id, m.id!));
  }
  await tx
    .insert(meterReadings)
    .values(
      farm.readings.map(
        ({ readAt, ...r }) => ({ ...r, farmId, readAt: at(readAt) }) as typeof meterReadings.$inferInsert,
      ),
    );
  await tx
    .insert(spareParts)
    .values(farm.parts.map((p) => ({ ...p, farmId, updatedAt: now }) as typeof spareParts.$inferInsert));
  await tx
    .insert(stockMovements)
    .values(
      farm.movements.map(
        ({ at: when, ...mv }) => ({ ...mv, farmId, createdAt: at(when) }) as typeof stockMovements.$inferInsert,
      ),
    );
  await tx.insert(partCompatibility).values(farm.compatibility.map((link) => ({ ...link, farmId })));
}

// Bad input is refused before it reaches the database, as BAD_USER_INPUT (or 401 for a
// token), and changes nothing: text past its limit, dates that are not real or outside
// PostgreSQL's range, quantities that round to nothing or overflow their column, cursors
// this list did not write, tokens whose subject is not a user id, and addresses that could
// carry script or lead to another site.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { gql, gqlRaw, rest } from './support/gateway.js';
import {
  createMachine,
  createPart,
  expectData,
  expectError,
  FRM1,
  readMachine,
  readPart,
  uniqueCode,
  maintenanceSuite,
} from './support/maintenance.js';
import { MeQuery, UpdateMeMutation } from './support/operations.js';
import { CreateNotificationMutation, CreateShortcutMutation, ShortcutsQuery } from './support/feed-operations.js';
import {
  AdjustStockMutation,
  CreateEquipmentMutation,
  EquipmentListQuery,
  ReceiveStockMutation,
  SparePartsQuery,
  UpdateEquipmentMutation,
} from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

const machineInput = (extra: Record<string, unknown>) => ({
  input: { farmId: FRM1, code: uniqueCode('LIM'), name: 'Limit test', category: 'TRACTOR' as const, ...extra },
});

async function machineCount(): Promise<number> {
  const res = await gql(
    gateway,
    EquipmentListQuery,
    { farmId: FRM1, filter: { includeRetired: true }, first: 1 },
    { token: tokens.admin },
  );
  return expectData(res).equipmentList.totalCount;
}

describe('text limits', () => {
  it('a list filter of 200 characters is searched; 201 is BAD_USER_INPUT', async () => {
    const ok = await gql(
      gateway,
      EquipmentListQuery,
      { farmId: FRM1, filter: { text: 'x'.repeat(200) } },
      { token: tokens.tech },
    );
    expect(expectData(ok).equipmentList.totalCount).toBe(0);
    for (const filter of [{ text: 'x'.repeat(201) }, { location: 'y'.repeat(201) }]) {
      const res = await gql(gateway, EquipmentListQuery, { farmId: FRM1, filter }, { token: tokens.tech });
      expectError(res, 'BAD_USER_INPUT');
      expect(res.body.errors?.[0]?.message).toMatch(/200/);
    }
    const parts = await gql(
      gateway,
      SparePartsQuery,
      { farmId: FRM1, filter: { text: 'p'.repeat(201) } },
      { token: tokens.tech },
    );
    expectError(parts, 'BAD_USER_INPUT');
  });

  it('names stop at 200 characters and notes at 10,000; nothing is created past them', async () => {
    const before = await machineCount();
    expectError(
      await gql(gateway, CreateEquipmentMutation, machineInput({ name: 'n'.repeat(201) }), { token: tokens.manager }),
      'BAD_USER_INPUT',
    );
    expectError(
      await gql(gateway, CreateEquipmentMutation, machineInput({ notes: 'n'.repeat(10_001) }), {
        token: tokens.manager,
      }),
      'BAD_USER_INPUT',
    );
    expect(await machineCount()).toBe(before);
    const longest = await gql(
      gateway,
      CreateEquipmentMutation,
      machineInput({ name: 'n'.repeat(200), notes: 'n'.repeat(10_000) }),
      { token: tokens.manager },
    );
    expect(expectData(longest).createEquipment.name).toHaveLength(200);
  });
});

describe('variables', () => {
  it('more than 50 bad values in the variables is still BAD_USER_INPUT (400), the closing "too many errors" included', async () => {
    const filter = { category: Array.from({ length: 60 }, () => null) };
    for (let use = 1; use <= 3; use++) {
      const res = await gql(gateway, EquipmentListQuery, { farmId: FRM1, filter } as never, { token: tokens.tech });
      expect(res.status, `use ${use}`).toBe(400);
      expect(new Set(res.body.errors?.map((error) => error.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
    }
  });
});

describe('dates', () => {
  it.each([
    ['purchaseDate', '2024-02-30'],
    ['warrantyEnd', '0000-01-01'],
    ['purchaseDate', '1899-12-31'],
    ['warrantyEnd', '2024-13-01'],
    ['purchaseDate', '20240101'],
  ])('%s %s is BAD_USER_INPUT and creates nothing', async (field, value) => {
    const before = await machineCount();
    const res = await gql(gateway, CreateEquipmentMutation, machineInput({ [field]: value }), {
      token: tokens.manager,
    });
    expectError(res, 'BAD_USER_INPUT');
    expect(await machineCount()).toBe(before);
  });

  it('a real date is kept as written, a leap day included', async () => {
    const machine = await createMachine(gateway, tokens.manager, {
      farmId: FRM1,
      purchaseDate: '2024-02-29',
      warrantyEnd: '2100-12-31',
    });
    expect(machine).toMatchObject({ purchaseDate: '2024-02-29', warrantyEnd: '2100-12-31' });
  });

  it('a notification time outside 1900–2100 is BAD_USER_INPUT', async () => {
    for (const time of ['0001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', -8.64e15]) {
      const res = await rest(
        gateway,
        'POST',
        '/api/common/notifications',
        { notification: { title: 'x', time } },
        { token: tokens.tech },
      );
      expect(res.status, String(time)).toBe(400);
    }
  });
});

describe('quantities at the column’s scale and range', () => {
  it('a receipt of 0.0001 rounds to nothing and is refused; 0.001 is received', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1 });
    expectError(
      await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 0.0001 }, { token: tokens.manager }),
      'BAD_USER_INPUT',
    );
    expectError(
      await gql(
        gateway,
        AdjustStockMutation,
        { partId: part.id, quantity: -0.0004, reason: 'rounding' },
        { token: tokens.manager },
      ),
      'BAD_USER_INPUT',
    );
    expect((await readPart(gateway, tokens.manager, part.id)).movements).toHaveLength(0);
    const received = await gql(
      gateway,
      ReceiveStockMutation,
      { partId: part.id, quantity: 0.001 },
      { token: tokens.manager },
    );
    expect(expectData(received).receiveStock.quantityOnHand).toBe(0.001);
  });

  it('a quantity past the column is BAD_USER_INPUT, also when receipts add up past it', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1 });
    expectError(
      await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 1e12 }, { token: tokens.manager }),
      'BAD_USER_INPUT',
    );
    let onHand = 0;
    let refused;
    for (let receipt = 0; receipt < 101 && !refused; receipt++) {
      const res = await gql(
        gateway,
        ReceiveStockMutation,
        { partId: part.id, quantity: 1e9 },
        { token: tokens.manager },
      );
      if (res.body.errors) refused = res;
      else onHand = expectData(res).receiveStock.quantityOnHand;
    }
    expect(refused, 'the receipt that would overflow').toBeDefined();
    expectError(refused!, 'BAD_USER_INPUT');
    expect(refused!.body.errors?.[0]?.extensions?.messageKey).toBe('tooMuchStock');
    expect(onHand).toBe(99e9);
    expect((await readPart(gateway, tokens.manager, part.id)).quantityOnHand).toBe(onHand);
  });

  it('a purchase cost or meter value beyond its column is BAD_USER_INPUT', async () => {
    expectError(
      await gql(gateway, CreateEquipmentMutation, machineInput({ purchaseCost: 1e15 }), { token: tokens.manager }),
      'BAD_USER_INPUT',
    );
    expectError(
      await gql(gateway, CreateEquipmentMutation, machineInput({ meterValue: 1e13 }), { token: tokens.manager }),
      'BAD_USER_INPUT',
    );
  });
});

describe('cursors', () => {
  const cursor = (value: unknown) =>
    Buffer.from(JSON.stringify([value, '00000000-0000-4000-8000-000000000000'])).toString('base64url');

  it.each([
    ['a number where a time is sorted', 'UPDATED_AT', cursor('1')],
    ['a date without a time', 'UPDATED_AT', cursor('2024-01-01')],
    ['text where a number is sorted', 'METER', cursor('many')],
    ['not base64 JSON', 'CODE', '%%%'],
    ['far too long', 'CODE', 'A'.repeat(10_000)],
  ])('%s is BAD_USER_INPUT', async (_, field, after) => {
    const res = await gql(
      gateway,
      EquipmentListQuery,
      { farmId: FRM1, sort: { field: field as 'CODE' }, after },
      { token: tokens.tech },
    );
    expectError(res, 'BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.message).toMatch(/cursor/);
  });
});

describe('tokens', () => {
  it('a correctly signed token whose subject is not a user id is 401, on GraphQL and REST', async () => {
    for (const sub of ['not-a-uuid', "1' OR '1'='1", 'x'.repeat(300)]) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(gateway.jwtSecret));
      const graph = await gql(gateway, MeQuery, {}, { token });
      expect(graph.status, sub).toBe(401);
      expectError(graph, 'UNAUTHENTICATED');
      const restAnswer = await rest(gateway, 'GET', '/api/common/user', undefined, { token });
      expect(restAnswer.status).toBe(401);
    }
  });

  it('a token longer than any the server signs is 401 without being checked', async () => {
    const res = await gqlRaw(gateway, '{ me { id } }', undefined, { token: 'a'.repeat(5_000) });
    expect(res.status).toBe(401);
  });
});

describe('addresses', () => {
  it('a photo, an avatar or a notification image must be http(s), an app path or (pictures) data:image', async () => {
    const machine = await createMachine(gateway, tokens.manager, { farmId: FRM1 });
    for (const photoUrl of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/a.png',
      'ftp://x/y.png',
    ])
      expectError(
        await gql(gateway, UpdateEquipmentMutation, { id: machine.id, input: { photoUrl } }, { token: tokens.manager }),
        'BAD_USER_INPUT',
        photoUrl,
      );
    expect((await readMachine(gateway, tokens.manager, machine.id)).photoUrl ?? null).toBeNull();
    const kept = await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: machine.id, input: { photoUrl: 'https://cdn.example/tractor.jpg' } },
      { token: tokens.manager },
    );
    expectData(kept);
    expect((await readMachine(gateway, tokens.manager, machine.id)).photoUrl).toBe('https://cdn.example/tractor.jpg');

    for (const avatar of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', '/\\evil.example/a.png']) {
      expectError(
        await gql(gateway, UpdateMeMutation, { input: { avatar } }, { token: tokens.viewer }),
        'BAD_USER_INPUT',
        avatar,
      );
      expect(
        (await rest(gateway, 'PATCH', '/api/common/user', { user: { avatar } }, { token: tokens.viewer })).status,
      ).toBe(400);
    }
    const inline =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const me = await gql(gateway, UpdateMeMutation, { input: { avatar: inline } }, { token: tokens.viewer });
    expect(expectData(me).updateMe.avatar).toBe(inline);

    const image = await rest(
      gateway,
      'POST',
      '/api/common/notifications',
      { notification: { title: 'x', image: 'javascript:alert(1)' } },
      { token: tokens.tech },
    );
    expect(image.status).toBe(400);
  });

  it('an internal link must start with exactly one slash: /\\host and //host are refused', async () => {
    const before = expectData(await gql(gateway, ShortcutsQuery, {}, { token: tokens.tech })).shortcuts.length;
    for (const link of ['/\\evil.example', '//evil.example', '/ /evil', 'javascript:alert(1)']) {
      expectError(
        await gql(
          gateway,
          CreateShortcutMutation,
          { input: { label: 'x', link, useRouter: true } },
          { token: tokens.tech },
        ),
        'BAD_USER_INPUT',
        link,
      );
      expectError(
        await gql(
          gateway,
          CreateNotificationMutation,
          { input: { title: 'x', link, useRouter: true } },
          { token: tokens.tech },
        ),
        'BAD_USER_INPUT',
        link,
      );
    }
    expect(expectData(await gql(gateway, ShortcutsQuery, {}, { token: tokens.tech })).shortcuts).toHaveLength(before);
  });
});

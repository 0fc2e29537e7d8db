// A farm's currency (ISO 4217): every member reads it, only an admin changes it, to a code
// Intl knows; a refusal changes nothing. Migration 0009 backfilled it from the farm's city.
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farms } from '../../gateway/src/db/schema.js';
import { ACCOUNTS, ALL_FARM_IDS, FARMS, signInAll, type AccountKey } from './support/fixtures.js';
import { errorCode, gql, rest, startTestGateway, type TestGateway } from './support/gateway.js';
import { FarmCurrenciesQuery, UpdateFarmCurrencyMutation } from './support/operations.js';

const MIGRATION = readFileSync(
  new URL('../../gateway/src/db/migrations/0009_farm_currency.sql', import.meta.url),
  'utf8',
);

let gateway: TestGateway;
let tokens: Record<AccountKey, string>;
beforeAll(async () => {
  gateway = await startTestGateway();
  tokens = await signInAll(gateway);
});
afterAll(async () => {
  await gateway?.stop();
});

const currencyOf = async (farmId: string) => {
  const [row] = await gateway.database.db.select({ currency: farms.currency }).from(farms).where(eq(farms.id, farmId));
  return row?.currency;
};

describe('Farm.currency', () => {
  it('is the ISO 4217 code of each farm the user may see (the demo farms are in Morocco: MAD)', async () => {
    const admin = await gql(gateway, FarmCurrenciesQuery, {}, { token: tokens.admin });
    expect(admin.body.errors).toBeUndefined();
    expect(admin.body.data!.farms.map((farm) => farm.currency)).toEqual(ALL_FARM_IDS.map(() => 'MAD'));
    const tech = await gql(gateway, FarmCurrenciesQuery, {}, { token: tokens.tech });
    expect(tech.body.data!.farms).toEqual(ACCOUNTS.tech.farmIds.map((id) => ({ id, currency: 'MAD' })));
  });
});

describe('updateFarmCurrency', () => {
  const farmId = ACCOUNTS.manager.farmIds[0];

  it('lets an admin change a farm currency, which every reader then sees', async () => {
    const res = await gql(gateway, UpdateFarmCurrencyMutation, { farmId, currency: 'EUR' }, { token: tokens.admin });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateFarmCurrency).toEqual({ id: farmId, currency: 'EUR' });
    const read = await gql(gateway, FarmCurrenciesQuery, {}, { token: tokens.manager });
    expect(read.body.data!.farms.find((farm) => farm.id === farmId)?.currency).toBe('EUR');
    const readRest = await rest(gateway, 'GET', `/api/farms/${farmId}`, undefined, { token: tokens.manager });
    expect(readRest.body).toEqual(expect.objectContaining({ id: farmId, currency: 'EUR' }));
    const back = await gql(gateway, UpdateFarmCurrencyMutation, { farmId, currency: 'MAD' }, { token: tokens.admin });
    expect(back.body.data!.updateFarmCurrency.currency).toBe('MAD');
  });

  it.each(['manager', 'tech', 'nofarm'] as const)(
    'refuses the %s with FORBIDDEN, even on a farm they work in, and changes nothing',
    async (key) => {
      const res = await gql(gateway, UpdateFarmCurrencyMutation, { farmId, currency: 'EUR' }, { token: tokens[key] });
      expect(errorCode(res.body)).toBe('FORBIDDEN');
      expect(res.body.data).toBeNull();
      expect(await currencyOf(farmId)).toBe('MAD');
    },
  );

  it('refuses a code that is not ISO 4217 with BAD_USER_INPUT and changes nothing', async () => {
    for (const currency of ['', 'EU', 'eur', 'EURO', 'XYZ', 'E1R', ' EUR', 'E'.repeat(10_000)]) {
      const res = await gql(gateway, UpdateFarmCurrencyMutation, { farmId, currency }, { token: tokens.admin });
      expect(errorCode(res.body), JSON.stringify(currency)).toBe('BAD_USER_INPUT');
    }
    expect(await currencyOf(farmId)).toBe('MAD');
  });

  it('answers NOT_FOUND for a farm that does not exist', async () => {
    const res = await gql(
      gateway,
      UpdateFarmCurrencyMutation,
      { farmId: '00000000-0000-4000-8000-000000000000', currency: 'EUR' },
      { token: tokens.admin },
    );
    expect(errorCode(res.body)).toBe('NOT_FOUND');
  });
});

describe('0009_farm_currency', () => {
  it('backfills MAD for farms in Moroccan cities and the USD default for any other', async () => {
    const { db } = gateway.database;
    const added = await db
      .insert(farms)
      .values([
        { name: 'Rabat plots', reference: 'MIG-RABAT', cityName: ' Rabat ' },
        { name: 'Lyon plots', reference: 'MIG-LYON', cityName: 'Lyon' },
        { name: 'Nowhere plots', reference: 'MIG-NONE', cityName: null },
      ])
      .returning({ id: farms.id, reference: farms.reference });
    try {
      await gateway.database.exec('ALTER TABLE farms DROP COLUMN currency');
      await gateway.database.exec(MIGRATION);
      const rows = await db
        .select({ reference: farms.reference, currency: farms.currency })
        .from(farms)
        .where(inArray(farms.id, [...FARMS.map((farm) => farm.id), ...added.map((farm) => farm.id)]));
      const byReference = Object.fromEntries(rows.map((row) => [row.reference, row.currency]));
      expect(byReference).toEqual({
        ...Object.fromEntries(FARMS.map((farm) => [farm.reference, 'MAD'])),
        'MIG-RABAT': 'MAD',
        'MIG-LYON': 'USD',
        'MIG-NONE': 'USD',
      });
    } finally {
      await db.delete(farms).where(
        inArray(
          farms.id,
          added.map((farm) => farm.id),
        ),
      );
    }
  });
});

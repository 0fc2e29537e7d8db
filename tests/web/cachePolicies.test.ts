import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../web/src/app/cachePolicies';
import { EquipmentListQuery } from '../../web/src/features/equipment/api/useEquipmentList';
import { SparePartsQuery } from '../../web/src/features/inventory/api/sparePartsQuery';
import type {
  EquipmentListQuery as EquipmentListData,
  EquipmentListQueryVariables,
  NotificationsQuery as NotificationsData,
  SparePartsQuery as SparePartsData,
} from '../../web/src/__generated__/graphql';
import { createCache } from '../../web/src/lib/apollo/createCache';
import { mergeTypePolicies } from '../../web/src/lib/apollo/mergeTypePolicies';
import { NavigationQuery } from '../../web/src/shell/navigation/api/useNavigation';
import { NotificationsQuery } from '../../web/src/shell/notifications/api/useNotifications';

// A real cache with the app's policies and no network: what is written is what a page reads.
const FARM_A = 'farm-a';
const FARM_B = 'farm-b';
const listOf = (farmId: string, after: string | null = null): EquipmentListQueryVariables => ({
  farmId,
  filter: { includeRetired: false },
  sort: { field: 'CODE', direction: 'ASC' },
  first: 25,
  after,
});

function machines(farmId: string, codes: string[]): EquipmentListData {
  const data = {
    equipmentList: {
      __typename: 'EquipmentConnection',
      edges: codes.map((code) => ({
        __typename: 'EquipmentEdge',
        cursor: `${farmId}:${code}`,
        node: {
          __typename: 'Equipment',
          id: `${farmId}:${code}`,
          code,
          name: `Machine ${code}`,
          category: 'TRACTOR',
          make: null,
          model: null,
          serialNumber: null,
          year: null,
          status: 'OPERATIONAL',
          criticality: 'MEDIUM',
          location: null,
          meterUnit: 'HOURS',
          meterValue: 0,
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: `${farmId}:${codes.at(-1)}` },
      totalCount: 100,
      totalCountIsExact: true,
    },
  };
  return data as unknown as EquipmentListData;
}

function parts(farmId: string, numbers: string[]): SparePartsData {
  const data = {
    spareParts: {
      __typename: 'SparePartConnection',
      edges: numbers.map((partNumber) => ({
        __typename: 'SparePartEdge',
        cursor: partNumber,
        node: {
          __typename: 'SparePart',
          id: `${farmId}:${partNumber}`,
          partNumber,
          name: `Part ${partNumber}`,
          category: null,
          unit: 'PCS',
          quantityOnHand: 1,
          minQuantity: 0,
          unitCost: 1,
          stockValue: 1,
          lowStock: false,
          supplier: null,
          storageLocation: null,
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      totalCount: numbers.length,
      totalCountIsExact: true,
      farmStockValue: numbers.length,
    },
  };
  return data as unknown as SparePartsData;
}

function notifications(farmId: string, titles: string[]): NotificationsData {
  const data = {
    notifications: titles.map((title) => ({
      __typename: 'Notification',
      id: `${farmId}:${title}`,
      read: false,
      icon: null,
      image: null,
      title,
      description: null,
      time: '2026-01-01T00:00:00.000Z',
      link: null,
      useRouter: false,
      messageKey: null,
      messageParams: null,
    })),
  };
  return data as unknown as NotificationsData;
}

const codesIn = (data: EquipmentListData | null) =>
  data?.equipmentList.edges.map((edge) => (edge.node as unknown as { code: string }).code);

describe('the cache keeps each farm’s lists apart', () => {
  it('reads a farm’s machine list back after another farm’s list was written', () => {
    const cache = createCache(typePolicies);
    cache.writeQuery({
      query: EquipmentListQuery,
      variables: listOf(FARM_A),
      data: machines(FARM_A, ['A-01', 'A-02']),
    });
    cache.writeQuery({ query: EquipmentListQuery, variables: listOf(FARM_B), data: machines(FARM_B, ['B-01']) });

    expect(codesIn(cache.readQuery({ query: EquipmentListQuery, variables: listOf(FARM_A) }))).toEqual([
      'A-01',
      'A-02',
    ]);
    expect(codesIn(cache.readQuery({ query: EquipmentListQuery, variables: listOf(FARM_B) }))).toEqual(['B-01']);
  });

  it('never answers one farm’s list with another’s', () => {
    const cache = createCache(typePolicies);
    cache.writeQuery({ query: EquipmentListQuery, variables: listOf(FARM_A), data: machines(FARM_A, ['A-01']) });
    expect(cache.readQuery({ query: EquipmentListQuery, variables: listOf(FARM_B) })).toBeNull();
  });

  it('keeps each page under its cursor and each filter and sort as its own list', () => {
    const cache = createCache(typePolicies);
    cache.writeQuery({ query: EquipmentListQuery, variables: listOf(FARM_A), data: machines(FARM_A, ['A-01']) });
    const second = listOf(FARM_A, `${FARM_A}:A-01`);
    cache.writeQuery({ query: EquipmentListQuery, variables: second, data: machines(FARM_A, ['A-26']) });

    expect(codesIn(cache.readQuery({ query: EquipmentListQuery, variables: listOf(FARM_A) }))).toEqual(['A-01']);
    expect(codesIn(cache.readQuery({ query: EquipmentListQuery, variables: second }))).toEqual(['A-26']);
    const down = { ...listOf(FARM_A), filter: { includeRetired: false, status: ['DOWN' as const] } };
    expect(cache.readQuery({ query: EquipmentListQuery, variables: down })).toBeNull();
    const byName = { ...listOf(FARM_A), sort: { field: 'NAME' as const, direction: 'ASC' as const } };
    expect(cache.readQuery({ query: EquipmentListQuery, variables: byName })).toBeNull();
  });

  it('keeps the farms’ spare parts apart', () => {
    const cache = createCache(typePolicies);
    const variables = (farmId: string) => ({ farmId, filter: { text: null }, sort: { field: 'PART_NUMBER' as const } });
    cache.writeQuery({ query: SparePartsQuery, variables: variables(FARM_A), data: parts(FARM_A, ['P-A']) });
    cache.writeQuery({ query: SparePartsQuery, variables: variables(FARM_B), data: parts(FARM_B, ['P-B1', 'P-B2']) });

    const read = (farmId: string) => cache.readQuery({ query: SparePartsQuery, variables: variables(farmId) });
    expect(read(FARM_A)?.spareParts.farmStockValue).toBe(1);
    expect(read(FARM_A)?.spareParts.edges.map((edge) => edge.node.id)).toEqual([`${FARM_A}:P-A`]);
    expect(read(FARM_B)?.spareParts.edges.map((edge) => edge.node.id)).toEqual([`${FARM_B}:P-B1`, `${FARM_B}:P-B2`]);
  });

  it('keeps the notifications of each farm apart', () => {
    const cache = createCache(typePolicies);
    cache.writeQuery({ query: NotificationsQuery, variables: { farmId: FARM_A }, data: notifications(FARM_A, ['a']) });
    cache.writeQuery({ query: NotificationsQuery, variables: { farmId: FARM_B }, data: notifications(FARM_B, ['b']) });

    const ids = (farmId: string) =>
      cache.readQuery({ query: NotificationsQuery, variables: { farmId } })?.notifications.map((item) => item.id);
    expect(ids(FARM_A)).toEqual([`${FARM_A}:a`]);
    expect(ids(FARM_B)).toEqual([`${FARM_B}:b`]);
  });
});

describe('the cache keeps what depends on the viewer’s role apart per farm', () => {
  const menu = (ids: string[]) => {
    const items = ids.map((id) => ({
      __typename: 'NavigationItem',
      id,
      type: 'basic',
      title: `nav.${id}`,
      icon: null,
      link: `/${id}`,
      externalLink: null,
      target: null,
      disabled: null,
      children: null,
    }));
    return { navigation: { __typename: 'Navigation', default: items, horizontal: items } } as never;
  };
  const menuIds = (cache: ReturnType<typeof createCache>, farmId: string) =>
    (
      cache.readQuery({ query: NavigationQuery, variables: { farmId } }) as {
        navigation: { default: { id: string }[] };
      } | null
    )?.navigation.default.map((item) => item.id);

  it('keeps each farm’s menu, never showing one farm’s menu in another', () => {
    const cache = createCache(typePolicies);
    cache.writeQuery({
      query: NavigationQuery,
      variables: { farmId: FARM_A },
      data: menu(['equipment', 'user-management']),
    });
    expect(menuIds(cache, FARM_B)).toBeUndefined();
    cache.writeQuery({ query: NavigationQuery, variables: { farmId: FARM_B }, data: menu(['equipment']) });
    expect(menuIds(cache, FARM_A)).toEqual(['equipment', 'user-management']);
    expect(menuIds(cache, FARM_B)).toEqual(['equipment']);
  });
});

describe('the app’s cache policies', () => {
  it('key every farm-scoped list by its farm', () => {
    const fields = typePolicies.Query.fields ?? {};
    for (const field of ['equipmentList', 'spareParts', 'notifications', 'messages', 'navigation']) {
      const policy = fields[field];
      expect(typeof policy === 'object' ? policy.keyArgs : undefined, field).toContain('farmId');
    }
    for (const field of ['equipmentList', 'spareParts']) {
      const policy = fields[field];
      expect(typeof policy === 'object' ? policy.keyArgs : undefined, field).toEqual(['farmId', 'filter', 'sort']);
    }
  });

  it('refuse a field stated by two features', () => {
    const one = { Query: { fields: { equipmentList: { keyArgs: ['farmId'] } } } };
    expect(() => mergeTypePolicies(one, one)).toThrow(/Query\.equipmentList/);
  });
});

import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { fetchAllParts } from '../../web/src/features/inventory/api/fetchAllParts';
import { EXPORT_LIMIT } from '../../web/src/lib/pagination/fetchAllPages';

/** A client answering pages of `size` parts out of `total`, cursors being the row offset. */
function fakeClient(total: number) {
  const query = vi.fn(async ({ variables }: { variables: { first: number; after: string | null } }) => {
    const start = Number(variables.after ?? 0);
    const end = Math.min(start + variables.first, total);
    const edges = Array.from({ length: end - start }, (_, i) => ({
      cursor: String(start + i + 1),
      node: { id: `p${start + i}`, partNumber: `P-${start + i}` },
    }));
    return {
      data: {
        spareParts: {
          edges,
          pageInfo: { hasNextPage: end < total, endCursor: String(end) },
          totalCount: Math.min(total, 10000),
          totalCountIsExact: total <= 10000,
          farmStockValue: 0,
        },
      },
    };
  });
  return { client: { query } as unknown as ApolloClient, query };
}

describe('fetching every part of a filter for the CSV export', () => {
  it('follows the cursors to the last page and reports progress up to 1', async () => {
    const { client, query } = fakeClient(250);
    const progress: number[] = [];
    const rows = await fetchAllParts(client, { farmId: 'f1' }, (fraction) => progress.push(fraction));
    expect(rows).toHaveLength(250);
    expect(query).toHaveBeenCalledTimes(3);
    expect(query.mock.calls[1][0].variables.after).toBe('100');
    expect(progress).toEqual([0.4, 0.8, 1]);
  });

  it('stops at the export limit', async () => {
    const { client, query } = fakeClient(25000);
    const rows = await fetchAllParts(client, { farmId: 'f1' }, () => undefined);
    expect(rows).toHaveLength(EXPORT_LIMIT);
    expect(query).toHaveBeenCalledTimes(EXPORT_LIMIT / 100);
  });

  it('keeps the filter and sort on every page, outside the cache', async () => {
    const { client, query } = fakeClient(5);
    await fetchAllParts(
      client,
      { farmId: 'f1', filter: { lowStock: true }, sort: { field: 'NAME', direction: 'DESC' } },
      () => undefined,
    );
    expect(query.mock.calls[0][0]).toMatchObject({
      variables: {
        farmId: 'f1',
        filter: { lowStock: true },
        sort: { field: 'NAME', direction: 'DESC' },
        first: 100,
        after: null,
      },
      fetchPolicy: 'no-cache',
    });
  });
});

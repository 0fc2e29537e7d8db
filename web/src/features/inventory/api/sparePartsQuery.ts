import { graphql } from '../../../__generated__';

/** One page of the farm's parts; `farmId` is an argument so the cache keeps each farm apart. */
export const SparePartsQuery = graphql(`
  query SpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {
    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...PartsList_part
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      totalCountIsExact
      farmStockValue
    }
  }
`);

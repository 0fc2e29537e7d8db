import { graphql } from '../../../__generated__';

/** One page of a farm's work orders; `farmId` is an argument so the cache keeps each farm apart. */
export const WorkOrdersQuery = graphql(`
  query WorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {
    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...WorkOrderTable_workOrder
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      totalCountIsExact
    }
  }
`);

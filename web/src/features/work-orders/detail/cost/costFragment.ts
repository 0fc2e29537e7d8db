import { graphql } from '../../../../__generated__';

export const CostSummary_workOrder = graphql(`
  fragment CostSummary_workOrder on WorkOrder {
    id
    cost {
      parts
      labour
      total
      currency
    }
  }
`);

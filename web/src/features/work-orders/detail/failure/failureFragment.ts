import { graphql } from '../../../../__generated__';

export const FailurePanel_workOrder = graphql(`
  fragment FailurePanel_workOrder on WorkOrder {
    id
    farmId
    problem {
      id
      label
    }
    cause {
      id
      label
    }
    remedy {
      id
      label
    }
  }
`);

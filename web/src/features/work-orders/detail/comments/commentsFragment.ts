import { graphql } from '../../../../__generated__';

export const CommentsPanel_workOrder = graphql(`
  fragment CommentsPanel_workOrder on WorkOrder {
    id
    farmId
    assignees {
      id
    }
    comments {
      id
      body
      createdAt
      author {
        id
        name
      }
    }
  }
`);

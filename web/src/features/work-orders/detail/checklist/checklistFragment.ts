import { graphql } from '../../../../__generated__';

export const ChecklistPanel_workOrder = graphql(`
  fragment ChecklistPanel_workOrder on WorkOrder {
    id
    farmId
    checklist {
      id
      position
      text
      result
      note
      doneBy {
        id
        name
      }
      doneAt
      correctiveOrder {
        id
        number
        status
      }
      photos {
        id
        ...PhotoThumbnails_photo
      }
    }
  }
`);

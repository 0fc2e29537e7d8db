import { graphql } from '../../../__generated__';

/** What the inbox shows of a request, on a table row or a phone's card. */
export const RequestRow_request = graphql(`
  fragment RequestRow_request on MaintenanceRequest {
    id
    status
    description
    machineStopped
    reporterName
    reporterPhone
    declineReason
    createdAt
    decidedAt
    equipment {
      id
      code
      name
    }
    photo {
      id
      url
      thumbnailUrl
    }
    workOrder {
      id
      number
    }
    decidedBy {
      id
      name
    }
  }
`);

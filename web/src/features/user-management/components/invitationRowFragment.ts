import { graphql } from '../../../__generated__';

/** What an invitation's row and card show. */
export const InvitationTable_invitation = graphql(`
  fragment InvitationTable_invitation on FarmInvitation {
    id
    farmId
    email
    role
    status
    invitedByName
    createdAt
    expiresAt
    acceptedAt
    revokedAt
  }
`);

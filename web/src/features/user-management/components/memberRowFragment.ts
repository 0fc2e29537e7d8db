import { graphql } from '../../../__generated__';

/** What a member's row and card show, and what their actions need. */
export const MemberTable_member = graphql(`
  fragment MemberTable_member on FarmMember {
    id
    farmId
    userId
    name
    email
    avatar
    role
    status
    accountDeactivated
    admin
    lastSignInAt
    joinedAt
    labourRate {
      hourlyRate
      effectiveRate
    }
  }
`);

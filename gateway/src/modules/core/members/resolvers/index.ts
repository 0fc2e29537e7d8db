import { FarmInvitation } from './FarmInvitation.js';
import { FarmMember } from './FarmMember.js';
import { InvitationPreview } from './InvitationPreview.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { UserAccount } from './UserAccount.js';

/** The GraphQL resolvers of this module, one file per type. */
export const membersResolvers = { Query, Mutation, FarmMember, FarmInvitation, InvitationPreview, UserAccount };

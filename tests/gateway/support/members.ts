// Helpers of the user-management suites: their typed operations, the demo people they act as,
// inviting through the graph and reading the link back from the outbox, and a read-back of
// an account's privileged columns (to prove that a refused or ignored change changed nothing).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { graphql } from '../__generated__';
import type { FarmRole, TestFarmMembersQueryVariables } from '../__generated__/graphql.js';
import { users } from '../../../gateway/src/db/schema.js';
import { demo, signIn } from './fixtures.js';
import { gql, outboxOf, type TestGateway } from './gateway.js';
import { expectData } from './maintenance.js';

export const FarmMembersQuery = graphql(`
  query TestFarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {
    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          farmId
          userId
          name
          email
          role
          status
          deactivatedAt
          accountDeactivated
          admin
          lastSignInAt
          joinedAt
          labourRate {
            hourlyRate
            effectiveRate
          }
        }
      }
    }
  }
`);

export const FarmInvitationsQuery = graphql(`
  query TestFarmInvitations($farmId: ID!, $status: [InvitationStatus!]) {
    farmInvitations(farmId: $farmId, status: $status, first: 100) {
      totalCount
      edges {
        node {
          id
          email
          role
          status
          invitedByName
          expiresAt
          acceptedAt
          revokedAt
        }
      }
    }
  }
`);

export const InvitationQuery = graphql(`
  query TestInvitation($token: String!) {
    invitation(token: $token) {
      farmId
      farmName
      email
      role
      status
      invitedByName
      expiresAt
      accountExists
    }
  }
`);

export const UserAccountsQuery = graphql(`
  query TestUserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {
    userAccounts(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          email
          admin
          deactivated
          lastSignInAt
        }
      }
    }
  }
`);

export const InviteMutation = graphql(`
  mutation TestInviteFarmMember($input: InviteFarmMemberInput!) {
    inviteFarmMember(input: $input) {
      id
      farmId
      email
      role
      status
      invitedByName
      createdAt
      expiresAt
    }
  }
`);

export const RevokeInvitationMutation = graphql(`
  mutation TestRevokeFarmInvitation($farmId: ID!, $id: ID!) {
    revokeFarmInvitation(farmId: $farmId, id: $id) {
      id
      status
      revokedAt
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation TestAcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      accessToken
      user {
        id
        email
        name
        farms {
          id
        }
      }
    }
  }
`);

export const SetRoleMutation = graphql(`
  mutation TestSetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {
    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {
      id
      role
      status
    }
  }
`);

export const DeactivateMemberMutation = graphql(`
  mutation TestDeactivateFarmMember($farmId: ID!, $userId: ID!) {
    deactivateFarmMember(farmId: $farmId, userId: $userId) {
      id
      role
      status
      deactivatedAt
    }
  }
`);

export const ReactivateMemberMutation = graphql(`
  mutation TestReactivateFarmMember($farmId: ID!, $userId: ID!) {
    reactivateFarmMember(farmId: $farmId, userId: $userId) {
      id
      role
      status
      deactivatedAt
    }
  }
`);

export const SetUserAdminMutation = graphql(`
  mutation TestSetUserAdmin($userId: ID!, $admin: Boolean!) {
    setUserAdmin(userId: $userId, admin: $admin) {
      id
      admin
    }
  }
`);

export const SetAccountActiveMutation = graphql(`
  mutation TestSetAccountActive($userId: ID!, $active: Boolean!) {
    setAccountActive(userId: $userId, active: $active) {
      id
      deactivated
    }
  }
`);

export const CreateFarmMutation = graphql(`
  mutation TestCreateFarm($input: CreateFarmInput!) {
    createFarm(input: $input) {
      id
      name
      reference
      location
      city {
        name
      }
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation TestChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

/** A demo person by e-mail: their id and password. */
export function person(email: string) {
  const user = demo.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`fixtures/demo.json has no user ${email}`);
  return { id: user.id, email: user.email, password: user.password, name: user.name };
}

/** Coastal Greenhouses: a manager and a technician of its own. */
export const FRM4 = demo.farms.find((farm) => farm.reference === 'FRM-004')!.id;

export const ATLAS = {
  manager: person('manager.atlas@farmmaint.app'),
  tech: person('tech.atlas@farmmaint.app'),
  tech2: person('tech2.atlas@farmmaint.app'),
};
export const COASTAL = {
  manager: person('manager.coastal@farmmaint.app'),
  tech: person('tech.coastal@farmmaint.app'),
};

export const tokenOf = async (gateway: TestGateway, email: string) => (await signIn(gateway, person(email))).token;

let sequence = 0;
/** An address no account has, unique in this run. */
export function freshEmail(prefix = 'invited'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@example.com`;
}

/** The farm and token of the newest invitation link mailed to `email`. */
export async function invitationLink(gateway: TestGateway, email: string) {
  const [mail] = await outboxOf(gateway, email);
  expect(mail, `an invitation mailed to ${email}`).toBeTruthy();
  const match = /\/accept-invitation\?farm=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/.exec(mail.body);
  expect(match, `invitation link in: ${mail.body}`).not.toBeNull();
  return { farmId: match![1], token: match![2], mail };
}

/** Invites `email` through the graph as `token`'s holder; answers the invitation and its link. */
export async function invite(gateway: TestGateway, token: string, farmId: string, email: string, role: FarmRole) {
  const res = await gql(gateway, InviteMutation, { input: { farmId, email, role } }, { token });
  const invitation = expectData(res, `invite ${email}`).inviteFarmMember;
  return { invitation, ...(await invitationLink(gateway, email)) };
}

export async function listMembers(gateway: TestGateway, token: string, variables: TestFarmMembersQueryVariables) {
  return expectData(await gql(gateway, FarmMembersQuery, { first: 100, ...variables }, { token }), 'farmMembers')
    .farmMembers;
}

/** The member of the farm with that user id, as its managers see them (through the admin). */
export async function memberOf(gateway: TestGateway, adminToken: string, farmId: string, userId: string) {
  const members = await listMembers(gateway, adminToken, { farmId });
  return members.edges.map((edge) => edge.node).find((node) => node.userId === userId);
}

/** An account's privileged columns, straight from the database. */
export async function privilegedColumns(gateway: TestGateway, userId: string) {
  const [row] = await gateway.database.db
    .select({
      email: users.email,
      roles: users.roles,
      extraPermissions: users.extraPermissions,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

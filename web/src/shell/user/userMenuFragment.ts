import { graphql } from '../../gql';

export const UserMenu_user = graphql(`
  fragment UserMenu_user on User {
    id
    name
    email
    avatar
    status
  }
`);

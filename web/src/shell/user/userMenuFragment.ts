import { graphql } from '../../__generated__';

export const UserMenu_user = graphql(`
  fragment UserMenu_user on User {
    id
    name
    email
    avatar
    status
  }
`);

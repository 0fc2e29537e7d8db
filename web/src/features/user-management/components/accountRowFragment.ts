import { graphql } from '../../../__generated__';

/** What an account's row and card show (admins only). */
export const AccountTable_account = graphql(`
  fragment AccountTable_account on UserAccount {
    id
    name
    email
    admin
    deactivated
    lastSignInAt
    createdAt
  }
`);

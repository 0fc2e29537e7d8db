import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../../lib/apollo/createApolloClient';
import { typePolicies } from '../cachePolicies';

let client: ApolloClient | null = null;

/** The one GraphQL client, created on first use by the signed-in part of the app. */
export function getApolloClient(): ApolloClient {
  client ??= createApolloClient({ typePolicies });
  return client;
}

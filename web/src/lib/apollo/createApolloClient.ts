import { ApolloClient, ApolloLink, HttpLink, type TypePolicies } from '@apollo/client';
import { onSignOut } from '../auth/session';
import { createCache } from './createCache';
import { errorLink, headersLink, loadingLink } from './links';

/**
 * A GraphQL client for the signed-in part of the app. The policies come from the app,
 * which gathers them from the features (lib knows no feature). Signing out empties the
 * cache, so the next user sees nothing of the previous one's data.
 */
export function createApolloClient({ typePolicies }: { typePolicies: TypePolicies }): ApolloClient {
  const client = new ApolloClient({
    link: ApolloLink.from([loadingLink, errorLink, headersLink, new HttpLink({ uri: '/graphql' })]),
    cache: createCache(typePolicies),
  });
  onSignOut(() => void client.clearStore());
  return client;
}

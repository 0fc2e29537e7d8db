import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { onSignOut } from '../auth/session';
import { errorLink, headersLink, loadingLink } from './links';

let client: ApolloClient | null = null;

/** The one GraphQL client, created on first use by the signed-in part of the app. */
export function getApolloClient(): ApolloClient {
  if (client) return client;
  const created = new ApolloClient({
    link: ApolloLink.from([loadingLink, errorLink, headersLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
  onSignOut(() => void created.clearStore());
  client = created;
  return created;
}

import { ApolloProvider } from '@apollo/client/react';
import { AntdProvider } from '../../components/AntdProvider';
import { ConfirmProvider } from '../../components/confirm/ConfirmProvider';
import { getApolloClient } from './apolloClient';
import { AppLayout } from '../layouts/AppLayout';
import { FeedbackBridge } from './FeedbackBridge';

/** The signed-in part of the app: GraphQL client, antd theme, toasts and the confirmation dialog. */
export function SignedInRoot() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <AntdProvider>
        <FeedbackBridge />
        <ConfirmProvider>
          <AppLayout />
        </ConfirmProvider>
      </AntdProvider>
    </ApolloProvider>
  );
}

import { mergeTypePolicies } from '../lib/apollo/mergeTypePolicies';
import { messagesCachePolicies } from '../shell/messages/api/cachePolicies';
import { navigationCachePolicies } from '../shell/navigation/api/cachePolicies';
import { notificationsCachePolicies } from '../shell/notifications/api/cachePolicies';
import { featureRoutes } from './routes';

/** The cache policies of the whole app: the shell's, then each feature's from its routes. */
export const typePolicies = mergeTypePolicies(
  notificationsCachePolicies,
  messagesCachePolicies,
  navigationCachePolicies,
  ...featureRoutes.map((feature) => feature.cachePolicies ?? {}),
);

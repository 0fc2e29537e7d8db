import { equipmentCachePolicies } from '../features/equipment/api/cachePolicies';
import { inventoryCachePolicies } from '../features/inventory/api/cachePolicies';
import { mergeTypePolicies } from '../lib/apollo/mergeTypePolicies';
import { messagesCachePolicies } from '../shell/messages/api/cachePolicies';
import { navigationCachePolicies } from '../shell/navigation/api/cachePolicies';
import { notificationsCachePolicies } from '../shell/notifications/api/cachePolicies';

/** The cache policies of the whole app, each stated once next to the operations it serves. */
export const typePolicies = mergeTypePolicies(
  notificationsCachePolicies,
  messagesCachePolicies,
  navigationCachePolicies,
  equipmentCachePolicies,
  inventoryCachePolicies,
);

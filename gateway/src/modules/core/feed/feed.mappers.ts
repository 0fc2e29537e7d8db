// The shapes notifications and messages leave in: rows for the graph, the spec's objects for REST.
import type { FeedItemRow } from '../../../db/schema.js';

export type NotificationModel = FeedItemRow;
export type MessageModel = FeedItemRow;

/** The spec's notification / message object (no owner, no kind). */
export const toFeedDto = ({ userId: _owner, kind, messageKey, messageParams, ...item }: FeedItemRow) =>
  kind === 'message' ? (({ icon: _icon, ...message }) => message)(item) : { ...item, messageKey, messageParams };

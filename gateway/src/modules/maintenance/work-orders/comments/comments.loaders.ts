// A request's batched reads of comments: each order's newest, one query per batch and size.
import type DataLoader from 'dataloader';
import type { WorkOrderCommentRow } from '../../../../db/schema-maintenance-requests.js';
import { firstRowsLoader, type FirstRows } from '../../../../lib/batched.js';
import type { Services } from '../../../kit/context.js';

export interface CommentLoaders {
  /** An order's newest comments, oldest first. */
  commentsOf: DataLoader<FirstRows, WorkOrderCommentRow[], string>;
}

export function commentLoaders({ workOrderComments }: Services): CommentLoaders {
  return {
    commentsOf: firstRowsLoader(
      (ids, first) => workOrderComments.repository.newestOf(ids, first),
      (row) => row.workOrderId,
    ),
  };
}

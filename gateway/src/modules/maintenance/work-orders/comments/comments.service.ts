// Comments on an order: whoever works it (an assignee with workorders.write, or a manager;
// the core's check) adds them, also to a completed or cancelled order, since talking about a
// job goes on after it. Each is on the order's timeline, written with it in one transaction
// with the order locked. A client may choose the comment's id, so a retried call adds once.
import type { WorkOrderCommentRow } from '../../../../db/schema-maintenance-requests.js';
import { createOnce } from '../../../../lib/create-once.js';
import { parseInput } from '../../../../lib/validation.js';
import type { UserModel } from '../../../core/user/user.mappers.js';
import type { WorkOrderService } from '../work-orders.service.js';
import type { CommentRepository } from './comments.repository.js';
import { AddCommentSchema } from './comments.schemas.js';

export class CommentService {
  constructor(
    readonly repository: CommentRepository,
    private readonly orders: WorkOrderService,
  ) {}

  async add(user: UserModel, workOrderId: unknown, input: unknown): Promise<WorkOrderCommentRow> {
    const order = await this.orders.get(user, workOrderId);
    // Who may, before anything is answered: someone who may not learns nothing from details.
    await this.orders.assertMayIn(this.orders.repository.db, user, order, false);
    const { id, body } = parseInput(AddCommentSchema, input);
    return createOnce({
      earlier: async () => (id ? this.repository.find(id) : undefined),
      belongs: (comment) => comment.workOrderId === order.id,
      create: () =>
        this.orders.write(order.farmId, async (tx) => {
          const locked = await this.orders.repository.lock(tx, order.id);
          await this.orders.assertMayIn(tx, user, locked, false);
          const comment = await this.repository.insert(tx, {
            id: id ?? undefined,
            farmId: locked.farmId,
            workOrderId: locked.id,
            authorId: user.id,
            body,
          });
          await this.orders.audit(tx, user, locked, 'COMMENT', { comment: { before: null, after: body } });
          await this.orders.repository.update(tx, locked.id, {});
          return comment;
        }),
    });
  }
}

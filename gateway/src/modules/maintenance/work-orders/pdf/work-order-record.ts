// Everything a work order's PDF shows, read for a user who may see the order (the service's
// check: NOT_FOUND, or FORBIDDEN on another farm), through the loaders the graph's fields use,
// each list cut at a maximum so that no order makes an endless file.
import type { UserModel } from '../../../core/user/user.mappers.js';
import type { Services } from '../../../kit/context.js';
import { equipmentLoaders } from '../../equipment/equipment.loaders.js';
import { inventoryLoaders } from '../../inventory/inventory.loaders.js';
import { commentLoaders } from '../comments/comments.loaders.js';
import { workOrderCostLoaders } from '../cost/work-order-cost.loaders.js';
import { labourLoaders } from '../labour/labour.loaders.js';
import { workOrderPartLoaders } from '../parts/work-order-parts.loaders.js';
import { workOrderLoaders } from '../work-orders.loaders.js';

/** The most of each list a PDF shows (the newest comments; the first of the others). */
export const PDF_LIMITS = { comments: 100, lines: 300 };

/** A list cut to `max`, and how long it was. */
const capped = <T>(rows: readonly T[], max: number) => ({ rows: rows.slice(0, max), total: rows.length });

export async function workOrderRecord(services: Services, user: UserModel, id: unknown) {
  const order = await services.workOrders.get(user, id);
  const loaders = {
    ...workOrderLoaders(services),
    ...equipmentLoaders(services),
    ...inventoryLoaders(services),
    ...labourLoaders(services),
    ...workOrderPartLoaders(services),
    ...workOrderCostLoaders(services),
    ...commentLoaders(services),
  };
  const code = (codeId: string | null) => (codeId ? loaders.failureCodeById.load(codeId) : undefined);
  // One more comment than shown tells whether there were more.
  const first = PDF_LIMITS.comments + 1;
  const [farm, machine, assignees, checklist, downtime, parts, labour, cost, comments, problem, cause, remedy] =
    await Promise.all([
      services.farms.get(user, order.farmId),
      loaders.equipmentById.load(order.equipmentId),
      loaders.assigneesOf.load(order.id),
      loaders.checklistOf.load(order.id),
      loaders.downtimeOf.load(order.id),
      loaders.partsOfOrder.load(order),
      loaders.labourOfOrder.load(order),
      loaders.workOrderCost.load(order.id),
      loaders.commentsOf.load({ key: order.id, first }),
      code(order.problemCodeId),
      code(order.causeCodeId),
      code(order.remedyCodeId),
    ]);
  const lines = capped(parts, PDF_LIMITS.lines);
  const entries = capped(labour, PDF_LIMITS.lines);
  const people = new Set([order.requesterId, ...entries.rows.map((entry) => entry.userId)]);
  for (const comment of comments) people.add(comment.authorId);
  const ids = [...people].filter((person): person is string => !!person);
  const [named, spareParts, lineCosts] = await Promise.all([
    loaders.personById.loadMany(ids),
    loaders.sparePartById.loadMany(lines.rows.map((line) => line.partId)),
    loaders.workOrderPartCost.loadMany(lines.rows.map((line) => line.id)),
  ]);
  const nameOf = new Map(ids.map((person, index) => [person, named[index]]));
  const person = (personId: string | null) => {
    const found = personId ? nameOf.get(personId) : undefined;
    return found && !(found instanceof Error) ? found.name : null;
  };
  const ok = <T>(value: T | Error) => (value instanceof Error ? undefined : value);
  return {
    order,
    farm,
    machine,
    assignees,
    requester: person(order.requesterId),
    failure: { problem, cause, remedy },
    checklist: capped(checklist, PDF_LIMITS.lines),
    downtime: capped(downtime, PDF_LIMITS.lines),
    parts: {
      ...lines,
      rows: lines.rows.map((line, index) => ({ line, part: ok(spareParts[index]), cost: ok(lineCosts[index]) })),
    },
    labour: { ...entries, rows: entries.rows.map((entry) => ({ entry, person: person(entry.userId) })) },
    cost,
    // The newest, oldest first; more than PDF_LIMITS.comments says there were more.
    comments: {
      rows: comments.slice(-PDF_LIMITS.comments).map((comment) => ({ comment, author: person(comment.authorId) })),
      more: comments.length > PDF_LIMITS.comments,
    },
  };
}

export type WorkOrderRecord = Awaited<ReturnType<typeof workOrderRecord>>;

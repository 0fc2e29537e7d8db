import type {
  CreateWorkOrderInput,
  UpdateWorkOrderInput,
  WorkOrderOverview_WorkOrderFragment as Order,
  WorkOrderPriority,
  WorkOrderType,
} from '../../../__generated__/graphql';
import { fromLocalInput, toLocalInput } from '../../../lib/forms/localDateTime';

/** The form's values; dates and times as their native inputs hold them ('' when blank). */
export interface WorkOrderFormValues {
  type: WorkOrderType;
  title: string;
  description?: string | null;
  equipmentId?: string | null;
  priority: WorkOrderPriority;
  /** yyyy-mm-dd */
  dueDate?: string | null;
  /** Local yyyy-mm-ddThh:mm */
  scheduledStart?: string | null;
  scheduledEnd?: string | null;
  estimatedMinutes?: number | null;
  assigneeIds?: string[];
  failureAt?: string | null;
  equipmentDown?: boolean;
}

/** A new order of the list's type; a breakdown is dated now, which the reporter corrects if need be. */
export function newWorkOrder(type: WorkOrderType, now = new Date()): WorkOrderFormValues {
  return {
    type,
    title: '',
    priority: type === 'CORRECTIVE' ? 'HIGH' : 'MEDIUM',
    assigneeIds: [],
    equipmentDown: false,
    failureAt: type === 'CORRECTIVE' ? toLocalInput(now.toISOString()) : '',
  };
}

/** The form filled from an order being edited. */
export function fromOrder(order: Order): WorkOrderFormValues {
  return {
    type: order.type,
    title: order.title,
    description: order.description ?? '',
    equipmentId: order.equipment.id,
    priority: order.priority,
    dueDate: order.dueDate ?? '',
    scheduledStart: toLocalInput(order.scheduledStart),
    scheduledEnd: toLocalInput(order.scheduledEnd),
    estimatedMinutes: order.estimatedMinutes ?? null,
    failureAt: toLocalInput(order.failureAt),
    equipmentDown: order.equipmentDown,
  };
}

const blankToNull = <T>(value: T | '' | undefined | null): T | null =>
  value === '' || value === undefined ? null : value;

/**
 * Every editable field, blanks as null (null clears an optional field, as the schema says).
 * The corrective extras only for corrective orders: the server refuses them on preventive ones.
 */
export function toUpdateInput(values: WorkOrderFormValues): UpdateWorkOrderInput {
  const corrective = values.type === 'CORRECTIVE';
  return {
    title: values.title.trim(),
    description: blankToNull(values.description?.trim()),
    equipmentId: values.equipmentId ?? undefined,
    priority: values.priority,
    dueDate: blankToNull(values.dueDate),
    scheduledStart: fromLocalInput(values.scheduledStart),
    scheduledEnd: fromLocalInput(values.scheduledEnd),
    estimatedMinutes: blankToNull(values.estimatedMinutes),
    ...(corrective ? { failureAt: fromLocalInput(values.failureAt), equipmentDown: !!values.equipmentDown } : {}),
  };
}

/** A new order under the client's id, so that sending it twice creates it once. */
export function toCreateInput(farmId: string, id: string, values: WorkOrderFormValues): CreateWorkOrderInput {
  return {
    ...toUpdateInput(values),
    id,
    farmId,
    type: values.type,
    title: values.title.trim(),
    equipmentId: values.equipmentId ?? '',
    assigneeIds: values.assigneeIds ?? [],
  };
}

import type {
  WorkOrderAction,
  WorkOrderPriority,
  WorkOrderSortField,
  WorkOrderStatus,
  WorkOrderType,
} from '../../../__generated__/graphql';

// The schema's enum values in display order (generated types are type-only, enumsAsTypes).
export const TYPES: readonly WorkOrderType[] = ['PREVENTIVE', 'CORRECTIVE'];
export const STATUSES: readonly WorkOrderStatus[] = ['OPEN', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED'];
export const OPEN_STATUSES: readonly WorkOrderStatus[] = ['OPEN', 'IN_PROGRESS', 'ON_HOLD'];
export const PRIORITIES: readonly WorkOrderPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];
export const SORT_FIELDS: readonly WorkOrderSortField[] = ['NUMBER', 'DUE_DATE', 'PRIORITY', 'STATUS', 'UPDATED_AT'];
/** The detail page's buttons, in the order a job goes: work first, then managing, then closing. */
export const ACTIONS: readonly WorkOrderAction[] = [
  'START',
  'RESUME',
  'HOLD',
  'COMPLETE',
  'ASSIGN',
  'EDIT',
  'CANCEL',
  'REOPEN',
];

/** Offered only to who works an open order (an assignee or a manager): they may tick its checklist too. */
export const WORK_ACTIONS: ReadonlySet<WorkOrderAction> = new Set(['START', 'HOLD', 'RESUME', 'COMPLETE']);

/** The list page of each type. */
export const LIST_PATH: Record<WorkOrderType, string> = {
  PREVENTIVE: '/work-orders/preventive',
  CORRECTIVE: '/work-orders/corrective',
};

// Addresses of the work-order lists that other features link to (a machine's page). The
// lists read the same parameters: features/work-orders model/listFilters.ts and its list.

/** The lists' URL parameters another page may set. */
export const WORK_ORDER_LINK_PARAMS = { machine: 'machine', create: 'new' } as const;

/**
 * The list of one type showing one machine's orders; with `create`, the list opens a new
 * order on that machine for whoever may create one.
 */
export function machineWorkOrdersPath(type: 'PREVENTIVE' | 'CORRECTIVE', machineId: string, create = false): string {
  const params = new URLSearchParams({ [WORK_ORDER_LINK_PARAMS.machine]: machineId });
  if (create) params.set(WORK_ORDER_LINK_PARAMS.create, '1');
  return `/work-orders/${type.toLowerCase()}?${params}`;
}

/** What a link may filter a work-order list by: the list's own URL parameters (model/listFilters.ts). */
export interface WorkOrderListLink {
  status?: readonly string[];
  priority?: readonly string[];
  quick?: 'overdue';
}

/** The list of one type filtered as `filter` says (a dashboard tile's list). */
export function filteredWorkOrdersPath(type: 'PREVENTIVE' | 'CORRECTIVE', filter: WorkOrderListLink): string {
  const params = new URLSearchParams();
  if (filter.status?.length) params.set('status', filter.status.join(','));
  if (filter.priority?.length) params.set('priority', filter.priority.join(','));
  if (filter.quick) params.set('quick', filter.quick);
  return `/work-orders/${type.toLowerCase()}?${params}`;
}

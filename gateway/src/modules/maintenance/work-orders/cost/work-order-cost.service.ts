// An order's cost is read through its order (whose access the order's resolver checked).
import type { WorkOrderCostRepository } from './work-order-cost.repository.js';

export class WorkOrderCostService {
  constructor(readonly repository: WorkOrderCostRepository) {}
}

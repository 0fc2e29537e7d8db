// The shape of an order's cost for the graph.

/** What an order cost, in its farm's currency. */
export interface WorkOrderCostModel {
  parts: number;
  labour: number;
  total: number;
  currency: string;
}

import { theme } from 'antd';
import type { WorkOrderPriority, WorkOrderType } from '../../../__generated__/graphql';

/** An order's type is its chip's colour (antd preset colours, readable in both themes). */
export const TYPE_COLOURS: Record<WorkOrderType, string> = { PREVENTIVE: 'green', CORRECTIVE: 'volcano' };

export const PRIORITIES: readonly WorkOrderPriority[] = ['URGENT', 'HIGH', 'MEDIUM', 'LOW'];

/** An order's priority is its chip's start border (theme tokens): the urgent ones stand out on a busy month. */
export function usePriorityColours(): Record<WorkOrderPriority, string> {
  const { token } = theme.useToken();
  return { URGENT: token.colorError, HIGH: token.colorWarning, MEDIUM: token.colorPrimary, LOW: token.colorBorder };
}

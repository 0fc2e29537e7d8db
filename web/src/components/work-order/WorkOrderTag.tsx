import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EquipmentStatus, WorkOrderPriority, WorkOrderStatus, WorkOrderType } from '../../__generated__/graphql';

// antd's preset colours come from the theme tokens, so dark mode and RTL just work.
const STATUS_COLOR: Record<WorkOrderStatus, string> = {
  OPEN: 'blue',
  IN_PROGRESS: 'processing',
  ON_HOLD: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'default',
};
const PRIORITY_COLOR: Record<WorkOrderPriority, string> = {
  LOW: 'default',
  MEDIUM: 'cyan',
  HIGH: 'orange',
  URGENT: 'error',
};
const TYPE_COLOR: Record<WorkOrderType, string> = { PREVENTIVE: 'geekblue', CORRECTIVE: 'volcano' };
const MACHINE_COLOR: Record<EquipmentStatus, string> = {
  OPERATIONAL: 'success',
  NEEDS_ATTENTION: 'warning',
  DOWN: 'error',
  RETIRED: 'default',
};
const COLORS = { status: STATUS_COLOR, priority: PRIORITY_COLOR, type: TYPE_COLOR, machineStatus: MACHINE_COLOR };

type WorkOrderTagProps =
  | { kind: 'status'; value: WorkOrderStatus; /** Why it is on hold, shown on hover. */ reason?: string | null }
  | { kind: 'priority'; value: WorkOrderPriority }
  | { kind: 'type'; value: WorkOrderType }
  /** The status of the order's machine (DOWN while a breakdown stops it). */
  | { kind: 'machineStatus'; value: EquipmentStatus };

/**
 * An order's status, priority or type, or its machine's status, as a coloured, translated tag.
 * Its words are in the common translation file: machine and part pages show orders too.
 */
export function WorkOrderTag(props: WorkOrderTagProps) {
  const { t } = useTranslation();
  const color = (COLORS[props.kind] as Record<string, string>)[props.value];
  const tag = (
    <Tag color={color} data-testid={`wo-${props.kind}-tag`} data-value={props.value} style={{ marginInlineEnd: 0 }}>
      {t(`workOrders.${props.kind}.${props.value}`)}
    </Tag>
  );
  const reason = props.kind === 'status' && props.value === 'ON_HOLD' ? props.reason : null;
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}

import {
  CaretRightOutlined,
  CheckOutlined,
  EditOutlined,
  PauseOutlined,
  RollbackOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkOrderAction, WorkOrderOverview_WorkOrderFragment as Order } from '../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useCan } from '../../../lib/auth/useCan';
import { useWorkOrderWrites } from '../hooks/useWorkOrderWrites';
import { ACTIONS } from '../model/enums';
import { AssignModal } from './AssignModal';
import { CompleteModal } from './CompleteModal';
import { ReasonModal } from './ReasonModal';

const ICONS: Record<WorkOrderAction, ReactNode> = {
  START: <CaretRightOutlined className="flip-rtl" />,
  RESUME: <CaretRightOutlined className="flip-rtl" />,
  HOLD: <PauseOutlined />,
  COMPLETE: <CheckOutlined />,
  ASSIGN: <TeamOutlined />,
  EDIT: <EditOutlined />,
  CANCEL: <StopOutlined />,
  REOPEN: <RollbackOutlined />,
};
/** The next step of the job stands out. */
const PRIMARY = new Set<WorkOrderAction>(['START', 'RESUME', 'COMPLETE']);

interface WorkOrderActionsProps {
  order: Order;
  onEdit: () => void;
}

/**
 * The order's actions, only those the server says the user may take now (viewerActions:
 * their role on the farm, whether they are assigned, and the status), in the order a job goes.
 */
export function WorkOrderActions({ order, onEdit }: WorkOrderActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const canRecordReading = useCan('meters.write');
  const writes = useWorkOrderWrites();
  const [open, setOpen] = useState<WorkOrderAction | null>(null);
  const [busy, setBusy] = useState<WorkOrderAction | null>(null);
  const allowed = ACTIONS.filter((action) => order.viewerActions.includes(action));
  const close = () => setOpen(null);

  async function direct(action: WorkOrderAction, run: () => Promise<unknown>) {
    setBusy(action);
    try {
      await run();
    } catch (error) {
      void message.error(errorText(serverError(error)));
    } finally {
      setBusy(null);
    }
  }

  function onClick(action: WorkOrderAction) {
    if (action === 'START') void direct(action, () => writes.start(order.id));
    else if (action === 'RESUME') void direct(action, () => writes.resume(order.id));
    else if (action === 'EDIT') onEdit();
    else setOpen(action);
  }

  return (
    <>
      {allowed.map((action) => (
        <Button
          key={action}
          type={PRIMARY.has(action) ? 'primary' : 'default'}
          danger={action === 'CANCEL'}
          icon={ICONS[action]}
          loading={busy === action}
          onClick={() => onClick(action)}
          data-testid={`wo-action-${action.toLowerCase()}`}
        >
          {t(`workOrders.actions.${action}`)}
        </Button>
      ))}
      {(open === 'HOLD' || open === 'CANCEL' || open === 'REOPEN') && (
        <ReasonModal
          action={open}
          onSubmit={(reason) =>
            open === 'HOLD'
              ? writes.hold(order.id, reason)
              : open === 'CANCEL'
                ? writes.cancel(order.id, reason ?? '')
                : writes.reopen(order.id, reason)
          }
          onClose={close}
        />
      )}
      {open === 'COMPLETE' && (
        <CompleteModal
          meter={{ unit: order.equipment.meterUnit, value: order.equipment.meterValue }}
          canRecordReading={canRecordReading}
          onSubmit={(input) => writes.complete(order.id, input)}
          onClose={close}
        />
      )}
      {open === 'ASSIGN' && (
        <AssignModal
          farmId={order.farmId}
          current={order.assignees}
          onSubmit={(ids) => writes.assign(order.id, ids)}
          onClose={close}
        />
      )}
    </>
  );
}

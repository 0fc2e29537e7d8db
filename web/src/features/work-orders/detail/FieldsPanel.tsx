import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkOrderOverview_WorkOrderFragment as Order } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { assigneeNames } from '../components/assigneeNames';
import { DueDate } from '../../../components/work-order/DueDate';
import { formatMinutes } from '../model/duration';

/** Every field of the order; the ones that do not apply (a preventive order's failure time) are left out. */
export function FieldsPanel({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const or = <T,>(value: T | null | undefined, show: (present: T) => ReactNode = String) =>
    value === null || value === undefined || value === '' ? '—' : show(value);
  const corrective = order.type === 'CORRECTIVE';
  const fields: [string, ReactNode, boolean?][] = [
    ['dueDate', <DueDate date={order.dueDate} overdue={order.overdue} />],
    ['assignees', <span data-testid="wo-assignees">{assigneeNames(order.assignees)}</span>],
    ['requester', or(order.requester?.name)],
    ['scheduledStart', or(order.scheduledStart, format.dateTime)],
    ['scheduledEnd', or(order.scheduledEnd, format.dateTime)],
    ['estimatedMinutes', or(order.estimatedMinutes, (minutes) => formatMinutes(t, minutes, i18n.language))],
    ['failureAt', or(order.failureAt, format.dateTime), corrective],
    ['equipmentDown', t(order.equipmentDown ? 'workOrders.yes' : 'workOrders.no'), corrective],
    ['startedAt', or(order.startedAt, format.dateTime)],
    ['completedAt', or(order.completedAt, format.dateTime), !!order.completedAt],
    ['cancelledAt', or(order.cancelledAt, format.dateTime), !!order.cancelledAt],
    ['cancelReason', or(order.cancelReason), !!order.cancelReason],
    ['holdReason', or(order.holdReason), order.status === 'ON_HOLD'],
    [
      'parent',
      or(order.parent, (parent) => (
        <Link to={`/work-orders/${parent.id}`}>{`${parent.number} — ${parent.title}`}</Link>
      )),
      !!order.parent,
    ],
    ['createdAt', format.dateTime(order.createdAt)],
    ['updatedAt', format.dateTime(order.updatedAt)],
  ];
  const text = (key: 'description' | 'completionNotes') =>
    order[key] && (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid={`wo-${key}`}>
        <Typography.Text strong>{t(`workOrders.fields.${key}`)}: </Typography.Text>
        {/* People write in their own language: the text takes its own direction. */}
        <span dir="auto">{order[key]}</span>
      </Typography.Paragraph>
    );
  return (
    <>
      {text('description')}
      {text('completionNotes')}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={fields
          .filter(([, , shown = true]) => shown)
          .map(([key, value]) => ({ key, label: t(`workOrders.fields.${key}`), children: value }))}
        data-testid="wo-fields"
      />
    </>
  );
}

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format/useFormat';
import { TYPE_COLOURS, usePriorityColours } from '../hooks/useOrderColours';
import type { Entry } from '../model/entries';
import { canMove } from '../model/move';

interface OrderTagProps {
  entry: Entry;
  /** The start time of a scheduled order (the week and the agenda have room for it). */
  showTime?: boolean;
  /** The copy that follows the pointer while dragging: no test id, no second link. */
  overlay?: boolean;
}

/** An order on the calendar: coloured by type, its start border by priority; it opens the order. */
export function OrderTag({ entry, showTime, overlay }: OrderTagProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const priority = usePriorityColours();
  const { order } = entry;
  const closed = !canMove(order.status);
  const time =
    showTime && entry.basis === 'SCHEDULED' && order.scheduledStart ? format.time(order.scheduledStart) : null;
  const text = (
    <>
      <bdi>{order.number}</bdi> {time && <bdi>{time}</bdi>} {order.title}
    </>
  );
  return (
    <Tag
      color={TYPE_COLOURS[order.type]}
      title={closed ? t('planning.order.closed', { status: t(`planning.statuses.${order.status}`) }) : undefined}
      style={{
        display: 'block',
        margin: 0,
        whiteSpace: 'normal',
        borderInlineStartWidth: 4,
        borderInlineStartColor: priority[order.priority],
        opacity: closed ? 0.6 : 1,
        textDecoration: order.status === 'CANCELLED' ? 'line-through' : undefined,
      }}
      data-testid={overlay ? undefined : 'planning-order'}
      data-order-id={overlay ? undefined : order.id}
    >
      {overlay ? (
        text
      ) : (
        // Not the browser's own link drag: the calendar's drag moves the order.
        <Link to={`/work-orders/${order.id}`} draggable={false}>
          {text}
        </Link>
      )}
    </Tag>
  );
}

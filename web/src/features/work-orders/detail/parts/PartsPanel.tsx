import { PlusOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Divider, Empty, Flex } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { useRemoveWorkOrderPart } from '../../api/useRemoveWorkOrderPart';
import { useRunWrite } from '../useRunWrite';
import { AddPartModal, type AddPartAction } from './AddPartModal';
import { PartLineRow } from './PartLineRow';
import { PartQuantityModal, type PartLine, type PartMove } from './PartQuantityModal';
import { PartsPanel_workOrder } from './partsFragment';

interface PartsPanelProps {
  order: FragmentType<typeof PartsPanel_workOrder>;
  /** The order is open and the user works it (an assignee or a manager): plans, uses and returns parts. */
  canWork: boolean;
}

/** The order's parts: what is planned (and reserved in the store), used and returned, and what they cost. */
export function PartsPanel({ order, canWork }: PartsPanelProps) {
  const { t } = useTranslation();
  const run = useRunWrite();
  const remove = useRemoveWorkOrderPart();
  const { id, farmId, parts } = getFragmentData(PartsPanel_workOrder, order);
  const [adding, setAdding] = useState<AddPartAction | null>(null);
  const [moving, setMoving] = useState<{ line: PartLine; move: PartMove } | null>(null);

  const onRemove = (line: PartLine) =>
    run(() => remove(line.id), {
      title: t('workOrders.parts.removeTitle'),
      message: `${line.part.partNumber} — ${line.part.name}`,
      label: t('workOrders.parts.remove'),
    });

  return (
    <Flex vertical gap={8} data-testid="wo-parts">
      {parts.length === 0 && <Empty description={t('workOrders.parts.empty')} />}
      {parts.map((line, index) => (
        <Fragment key={line.id}>
          {index > 0 && <Divider style={{ margin: '4px 0' }} />}
          <PartLineRow
            line={line}
            onMove={canWork ? (move) => setMoving({ line, move }) : undefined}
            // Once some was used the line stays: it carries the order's movements.
            onRemove={canWork && line.issuedQuantity === 0 ? () => void onRemove(line) : undefined}
          />
        </Fragment>
      ))}
      {canWork && (
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={() => setAdding('plan')} data-testid="wo-part-plan">
            {t('workOrders.parts.plan')}
          </Button>
          {/* A part the job turned out to need: issued at once, without planning it first. */}
          <Button icon={<ToolOutlined />} onClick={() => setAdding('use')} data-testid="wo-part-use-other">
            {t('workOrders.parts.useOther')}
          </Button>
        </Flex>
      )}
      {adding && (
        <AddPartModal
          action={adding}
          workOrderId={id}
          farmId={farmId}
          onOrder={parts.map((line) => line.part.id)}
          onClose={() => setAdding(null)}
        />
      )}
      {moving && <PartQuantityModal workOrderId={id} {...moving} onClose={() => setMoving(null)} />}
    </Flex>
  );
}

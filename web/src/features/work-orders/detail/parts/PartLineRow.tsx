import { DeleteOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format/useFormat';
import type { PartLine, PartMove } from './PartQuantityModal';

interface PartLineRowProps {
  line: PartLine;
  /** Offered to who works the open order. */
  onMove?: (move: PartMove) => void;
  /** Offered while nothing of the line was used. */
  onRemove?: () => void;
}

/** One part on the order: its quantities, the store's stock, its cost, and what may be done with it. */
export function PartLineRow({ line, onMove, onRemove }: PartLineRowProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const number = new Intl.NumberFormat(i18n.language);
  const quantities: [string, number][] = [
    ['planned', line.plannedQuantity],
    ['reserved', line.reservedQuantity],
    ['used', line.usedQuantity],
    ['returned', line.returnedQuantity],
    ['available', line.part.available],
  ];
  return (
    <Flex vertical gap={4} data-testid="wo-part-line" data-part={line.part.partNumber}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong>{`${line.part.partNumber} — ${line.part.name}`}</Typography.Text>
        <Typography.Text data-testid="wo-part-cost">{format.money(line.cost)}</Typography.Text>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 3, sm: 5 }}
        layout="vertical"
        items={quantities.map(([key, value]) => ({
          key,
          label: t(`workOrders.parts.${key}`),
          children: <span data-testid={`wo-part-${key}`}>{number.format(value)}</span>,
        }))}
      />
      {(onMove || onRemove) && (
        <Flex gap={8} wrap>
          {onMove && (
            <>
              <Button type="primary" onClick={() => onMove('use')} data-testid="wo-part-use">
                {t('workOrders.parts.use')}
              </Button>
              {line.usedQuantity > 0 && (
                <Button onClick={() => onMove('return')} data-testid="wo-part-return">
                  {t('workOrders.parts.return')}
                </Button>
              )}
              <Button onClick={() => onMove('change')} data-testid="wo-part-change">
                {t('workOrders.parts.change')}
              </Button>
            </>
          )}
          {onRemove && (
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('workOrders.parts.remove')}
              title={t('workOrders.parts.remove')}
              onClick={onRemove}
              data-testid="wo-part-remove"
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}

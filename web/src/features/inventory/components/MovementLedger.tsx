import { Table, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MovementLedger_PartFragment, PartUnit } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { formatQuantity, formatSignedQuantity } from '../lib/formatStock';
import { MOVEMENT_COLORS } from '../lib/movementTypes';

type Movement = MovementLedger_PartFragment['movements'][number];
type Columns = NonNullable<TableProps<Movement>['columns']>;

/**
 * The stock ledger, newest first as the server sends it; "balance after" is the running
 * balance. Parts issued to or returned from a work order link to it.
 */
export function MovementLedger({ movements, unit }: { movements: Movement[]; unit: PartUnit }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { locale } = format;
  const unitLabel = t(`inventory.units.${unit}`);
  const columns: Columns = [
    {
      key: 'when',
      title: t('inventory.movement.when'),
      render: (_, m) => format.dateTime(m.createdAt),
    },
    {
      key: 'type',
      title: t('inventory.movement.type'),
      render: (_, m) => <Tag color={MOVEMENT_COLORS[m.type]}>{t(`inventory.movementTypes.${m.type}`)}</Tag>,
    },
    {
      key: 'workOrder',
      title: t('inventory.movement.workOrder'),
      render: (_, m) =>
        m.workOrder ? (
          <Link to={`/work-orders/${m.workOrder.id}`} data-testid="movement-work-order">
            {m.workOrder.number}
          </Link>
        ) : null,
    },
    {
      key: 'quantity',
      title: t('inventory.movement.quantity'),
      align: 'end',
      render: (_, m) => (
        <span data-testid="movement-quantity">{`${formatSignedQuantity(m.quantity, locale)} ${unitLabel}`}</span>
      ),
    },
    {
      key: 'unitCost',
      title: t('inventory.fields.unitCost'),
      align: 'end',
      render: (_, m) => (m.unitCost === null || m.unitCost === undefined ? '—' : format.money(m.unitCost)),
    },
    {
      key: 'balance',
      title: t('inventory.movement.balanceAfter'),
      align: 'end',
      render: (_, m) => (
        <span data-testid="movement-balance">{`${formatQuantity(m.balanceAfter, locale)} ${unitLabel}`}</span>
      ),
    },
    { key: 'who', title: t('inventory.movement.who'), render: (_, m) => m.createdByName ?? '—' },
    { key: 'note', title: t('inventory.movement.note'), render: (_, m) => m.note },
  ];
  return (
    <section>
      <h2 style={{ fontSize: 16 }}>{t('inventory.movement.title')}</h2>
      <Table<Movement>
        rowKey="id"
        size="small"
        data-testid="movement-ledger"
        columns={columns}
        dataSource={movements}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('inventory.movement.empty') }}
        onRow={() => ({ 'data-testid': 'movement-row' }) as React.HTMLAttributes<HTMLElement>}
      />
    </section>
  );
}

import { Table, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format/useFormat';
import type { MemberRate } from '../api/useLabourRates';
import { MemberRateCell } from './MemberRateCell';

/** The members whose time orders log: technicians and managers (viewers do no work). */
const WORKING_ROLES = ['manager', 'technician'];

/** Each working member with their own rate (edited in place) and the rate their time costs now. */
export function MemberRatesTable({ farmId, rates }: { farmId: string; rates: readonly MemberRate[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumnsType<MemberRate> = [
    { key: 'name', title: t('workOrders.settings.rates.member'), render: (_, row) => row.person.name },
    {
      key: 'role',
      title: t('workOrders.settings.rates.role'),
      render: (_, row) => t(`workOrders.settings.rates.roles.${row.role}`),
    },
    {
      key: 'own',
      title: t('workOrders.settings.rates.ownRate'),
      render: (_, row) => <MemberRateCell farmId={farmId} member={row} />,
    },
    {
      key: 'effective',
      title: t('workOrders.settings.rates.effectiveRate'),
      render: (_, row) => (
        <Typography.Text data-testid="settings-member-effective">
          {row.effectiveRate == null ? t('workOrders.settings.rates.notSet') : format.money(row.effectiveRate)}
        </Typography.Text>
      ),
    },
  ];
  return (
    <Table<MemberRate>
      rowKey={(row) => row.person.id}
      size="middle"
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={rates.filter((row) => WORKING_ROLES.includes(row.role))}
      locale={{ emptyText: t('workOrders.settings.rates.empty') }}
      onRow={(row) =>
        ({ 'data-testid': 'settings-member', 'data-person': row.person.name }) as HTMLAttributes<HTMLElement>
      }
      data-testid="settings-members"
    />
  );
}

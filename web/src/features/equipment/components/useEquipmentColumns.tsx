import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sortableColumn } from '../../../components/list-page/serverSort';
import type { EquipmentTable_EquipmentFragment as Row } from '../../../__generated__/graphql';
import { useFormatters } from '../hooks/useFormatters';
import type { ListSort } from '../model/listFilters';
import { EnumTag } from './EnumTag';

/** The table's columns; sortable ones carry the server's sort field as their key. */
export function useEquipmentColumns(sort: ListSort): TableColumnsType<Row> {
  const { t } = useTranslation();
  const format = useFormatters();
  const sortable = (field: ListSort['field']) => sortableColumn(sort, field);
  return [
    {
      title: t('equipment.fields.code'),
      ...sortable('CODE'),
      render: (_, row) => <Link to={`/equipment/${row.id}`}>{row.code}</Link>,
    },
    { title: t('equipment.fields.name'), ...sortable('NAME'), dataIndex: 'name' },
    {
      title: t('equipment.fields.category'),
      key: 'category',
      render: (_, row) => t(`equipment.category.${row.category}`),
    },
    {
      title: t('equipment.fields.status'),
      ...sortable('STATUS'),
      render: (_, row) => <EnumTag kind="status" value={row.status} />,
    },
    {
      title: t('equipment.fields.criticality'),
      key: 'criticality',
      render: (_, row) => <EnumTag kind="criticality" value={row.criticality} />,
    },
    { title: t('equipment.fields.location'), key: 'location', render: (_, row) => row.location ?? '—' },
    {
      title: t('equipment.fields.meter'),
      ...sortable('METER'),
      align: 'end',
      render: (_, row) => format.meter(row.meterValue, row.meterUnit),
    },
    {
      title: t('equipment.fields.updatedAt'),
      ...sortable('UPDATED_AT'),
      render: (_, row) => format.dateTime(row.updatedAt),
    },
  ];
}

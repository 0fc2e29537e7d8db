import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { useFormatters } from '../hooks/useFormatters';
import { PartsTab_equipment } from './partsFragment';

/** Spare parts that fit the machine, linking to the inventory. */
export function PartsTab(props: { equipment: FragmentType<typeof PartsTab_equipment> }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { compatibleParts } = getFragmentData(PartsTab_equipment, props.equipment);
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      dataSource={compatibleParts}
      locale={{ emptyText: t('equipment.parts.empty') }}
      data-testid="equipment-parts"
      columns={[
        {
          title: t('equipment.parts.partNumber'),
          key: 'partNumber',
          render: (_, part) => <Link to={`/inventory/${part.id}`}>{part.partNumber}</Link>,
        },
        { title: t('equipment.fields.name'), dataIndex: 'name' },
        {
          title: t('equipment.parts.onHand'),
          key: 'onHand',
          align: 'end',
          render: (_, part) => (
            <>
              {`${number(part.quantityOnHand)} ${t(`equipment.partUnit.${part.unit}`)}`}
              {part.lowStock && (
                <Tag color="warning" style={{ marginInlineStart: 8 }}>
                  {t('equipment.parts.lowStock')}
                </Tag>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

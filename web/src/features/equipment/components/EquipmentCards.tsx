import { Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EquipmentTable_EquipmentFragment as Row } from '../../../gql/graphql';
import { useFormatters } from '../hooks/useFormatters';
import { EnumTag } from './EnumTag';

/** The list on phones: one card per machine instead of a table that would scroll sideways. */
export function EquipmentCards({ rows, loading }: { rows: Row[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <List
      loading={loading}
      dataSource={rows}
      data-testid="equipment-cards"
      renderItem={(row) => (
        <List.Item key={row.id} style={{ paddingInline: 0 }}>
          <Card size="small" style={{ width: '100%' }} data-testid="equipment-card">
            <Flex justify="space-between" gap={8} wrap>
              <Link to={`/equipment/${row.id}`}>
                <Typography.Text strong>{row.code}</Typography.Text> {row.name}
              </Link>
              <Flex gap={4}>
                <EnumTag kind="status" value={row.status} />
                <EnumTag kind="criticality" value={row.criticality} />
              </Flex>
            </Flex>
            <Typography.Text type="secondary">
              {[t(`equipment.category.${row.category}`), row.location, format.meter(row.meterValue, row.meterUnit)]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </Card>
        </List.Item>
      )}
    />
  );
}

import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EquipmentTable_EquipmentFragment as Row } from '../../../__generated__/graphql';
import { useFormatters } from '../hooks/useFormatters';
import { EnumTag } from './EnumTag';

/** One machine on a phone: code and name, its tags, and category, location and meter below. */
export function EquipmentCard({ row }: { row: Row }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card size="small" data-testid="equipment-card">
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
  );
}

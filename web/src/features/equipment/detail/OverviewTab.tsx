import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EquipmentOverview_EquipmentFragment as Machine } from '../../../__generated__/graphql';
import { EnumTag } from '../components/EnumTag';
import { useFormatters } from '../hooks/useFormatters';

/** Every field of the machine; empty ones show a dash. */
export function OverviewTab({ machine }: { machine: Machine }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const or = <T,>(value: T | null | undefined, show: (present: T) => ReactNode = String) =>
    value === null || value === undefined || value === '' ? '—' : show(value);
  const fields: [string, ReactNode][] = [
    ['code', machine.code],
    ['name', machine.name],
    ['category', t(`equipment.category.${machine.category}`)],
    ['status', <EnumTag kind="status" value={machine.status} />],
    ['criticality', <EnumTag kind="criticality" value={machine.criticality} />],
    ['make', or(machine.make)],
    ['model', or(machine.model)],
    ['serialNumber', or(machine.serialNumber)],
    ['year', or(machine.year)],
    ['location', or(machine.location)],
    [
      'parent',
      or(machine.parent, (parent) => (
        <Link
          to={`/equipment/${parent.id}`}
          data-testid="equipment-parent-link"
        >{`${parent.code} — ${parent.name}`}</Link>
      )),
    ],
    ['meter', format.meter(machine.meterValue, machine.meterUnit)],
    ['purchaseDate', or(machine.purchaseDate, format.date)],
    ['purchaseCost', or(machine.purchaseCost, format.money)],
    ['warrantyEnd', or(machine.warrantyEnd, format.date)],
    ['createdAt', format.dateTime(machine.createdAt)],
    ['updatedAt', format.dateTime(machine.updatedAt)],
  ];
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={fields.map(([key, value]) => ({ key, label: t(`equipment.fields.${key}`), children: value }))}
        data-testid="equipment-overview"
      />
      {machine.notes && (
        <Typography.Paragraph style={{ marginBlockStart: 16, whiteSpace: 'pre-wrap' }}>
          <Typography.Text strong>{t('equipment.fields.notes')}: </Typography.Text>
          {machine.notes}
        </Typography.Paragraph>
      )}
    </>
  );
}

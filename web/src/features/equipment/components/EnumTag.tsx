import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Criticality, EquipmentStatus } from '../../../__generated__/graphql';

// antd's preset status colours come from the theme tokens, so dark mode and RTL just work.
const STATUS_COLOR: Record<EquipmentStatus, string> = {
  OPERATIONAL: 'success',
  NEEDS_ATTENTION: 'warning',
  DOWN: 'error',
  RETIRED: 'default',
};
const CRITICALITY_COLOR: Record<Criticality, string> = { LOW: 'default', MEDIUM: 'processing', HIGH: 'error' };

type EnumTagProps = { kind: 'status'; value: EquipmentStatus } | { kind: 'criticality'; value: Criticality };

/** A machine's status or criticality as a coloured, translated tag. */
export function EnumTag({ kind, value }: EnumTagProps) {
  const { t } = useTranslation();
  const color = kind === 'status' ? STATUS_COLOR[value] : CRITICALITY_COLOR[value];
  return (
    <Tag color={color} data-testid={`${kind}-tag`} style={{ marginInlineEnd: 0 }}>
      {t(`equipment.${kind}.${value}`)}
    </Tag>
  );
}

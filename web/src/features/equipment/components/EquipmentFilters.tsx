import { Input, Segmented, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-page/ListToolbar';
import type { Criticality, EquipmentCategory, EquipmentStatus } from '../../../__generated__/graphql';
import { CATEGORIES, CRITICALITIES, STATUSES } from '../model/enums';
import type { ListFilters, QuickFilter } from '../model/listFilters';
import { FILTER_TEXT_MAX } from '../../../lib/forms/limits';

interface EquipmentFiltersProps {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}

/** Search, quick filters, the three enum filters, location and "show retired". */
export function EquipmentFilters({ filters, onChange }: EquipmentFiltersProps) {
  const { t } = useTranslation();
  const options = <T extends string>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`equipment.${group}.${value}`) }));
  const quick: { value: QuickFilter; label: string }[] = [
    { value: 'all', label: t('equipment.list.quickAll') },
    { value: 'down', label: t('equipment.list.quickDown') },
    { value: 'attention', label: t('equipment.list.quickAttention') },
  ];
  const wide = { minWidth: 180 };
  return (
    <ListToolbar testId="equipment-filters">
      <Input.Search
        allowClear
        value={filters.text}
        maxLength={FILTER_TEXT_MAX}
        onChange={(event) => onChange({ text: event.target.value })}
        placeholder={t('equipment.list.search')}
        aria-label={t('equipment.list.search')}
        data-testid="equipment-search"
        style={{ width: 240 }}
      />
      <Segmented
        options={quick}
        value={filters.quick}
        onChange={(value) => onChange({ quick: value })}
        data-testid="equipment-quick"
      />
      <Select<EquipmentCategory[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('equipment.fields.category')}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        options={options('category', CATEGORIES)}
        style={wide}
      />
      <Select<EquipmentStatus[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        disabled={filters.quick !== 'all'}
        placeholder={t('equipment.fields.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={options('status', STATUSES)}
        style={wide}
      />
      <Select<Criticality[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('equipment.fields.criticality')}
        value={filters.criticality}
        onChange={(criticality) => onChange({ criticality })}
        options={options('criticality', CRITICALITIES)}
        style={wide}
      />
      <Input
        allowClear
        value={filters.location}
        maxLength={FILTER_TEXT_MAX}
        onChange={(event) => onChange({ location: event.target.value })}
        placeholder={t('equipment.fields.location')}
        aria-label={t('equipment.fields.location')}
        style={{ width: 180 }}
      />
      <Space>
        <Switch
          checked={filters.showRetired}
          onChange={(showRetired) => onChange({ showRetired })}
          data-testid="equipment-show-retired"
        />
        <span>{t('equipment.list.showRetired')}</span>
      </Space>
    </ListToolbar>
  );
}

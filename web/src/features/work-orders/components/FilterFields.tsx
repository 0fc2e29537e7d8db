import { Flex, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MachineSelect } from '../../../components/machine-select/MachineSelect';
import { useWorkOrderAssignees } from '../../../components/people/useWorkOrderAssignees';
import type { WorkOrderPriority, WorkOrderStatus } from '../../../__generated__/graphql';
import { PRIORITIES, STATUSES } from '../model/enums';
import { QUICK_SETS, type ListFilters } from '../model/listFilters';

interface FilterFieldsProps {
  farmId: string;
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}

/** Status, priority, assignee, machine and due range; an input a quick filter overrides is disabled. */
export function FilterFields({ farmId, filters, onChange }: FilterFieldsProps) {
  const { t } = useTranslation();
  const people = useWorkOrderAssignees(farmId);
  const fixed = QUICK_SETS[filters.quick];
  const options = <T extends string>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`workOrders.${group}.${value}`) }));
  const wide = { minWidth: 180 };
  return (
    <>
      <Select<WorkOrderStatus[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        disabled={!!fixed.status}
        placeholder={t('workOrders.fields.status')}
        aria-label={t('workOrders.fields.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={options('status', STATUSES)}
        style={wide}
        data-testid="wo-filter-status"
      />
      <Select<WorkOrderPriority[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        disabled={!!fixed.priority}
        placeholder={t('workOrders.fields.priority')}
        aria-label={t('workOrders.fields.priority')}
        value={filters.priority}
        onChange={(priority) => onChange({ priority })}
        options={options('priority', PRIORITIES)}
        style={wide}
        data-testid="wo-filter-priority"
      />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={!!fixed.assignee}
        loading={people.loading}
        placeholder={t('workOrders.fields.assignee')}
        aria-label={t('workOrders.fields.assignee')}
        value={filters.assigneeId ?? undefined}
        onChange={(assigneeId) => onChange({ assigneeId: assigneeId ?? null })}
        options={people.options}
        style={wide}
        data-testid="wo-filter-assignee"
      />
      <MachineSelect
        farmId={farmId}
        value={filters.equipmentId}
        onChange={(equipmentId) => onChange({ equipmentId })}
        placeholder={t('workOrders.fields.equipment')}
        testId="wo-filter-machine"
      />
      <Flex align="center" gap={8} role="group" aria-label={t('workOrders.fields.dueDate')}>
        <Typography.Text type="secondary">{t('workOrders.fields.dueDate')}</Typography.Text>
        <Space.Compact>
          <Input
            type="date"
            min="1900-01-01"
            max={filters.dueTo || '2100-12-31'}
            value={filters.dueFrom}
            onChange={(event) => onChange({ dueFrom: event.target.value })}
            aria-label={t('workOrders.list.dueFrom')}
            title={t('workOrders.list.dueFrom')}
            data-testid="wo-filter-due-from"
          />
          <Input
            type="date"
            min={filters.dueFrom || '1900-01-01'}
            max="2100-12-31"
            value={filters.dueTo}
            onChange={(event) => onChange({ dueTo: event.target.value })}
            aria-label={t('workOrders.list.dueTo')}
            title={t('workOrders.list.dueTo')}
            data-testid="wo-filter-due-to"
          />
        </Space.Compact>
      </Flex>
    </>
  );
}

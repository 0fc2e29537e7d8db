import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkOrderSortField } from '../../../__generated__/graphql';
import { SORT_FIELDS } from '../model/enums';
import type { ListSort } from '../model/listFilters';

/** The server's sort orders as a choice, for phones (no table headers to click) and for "updated". */
export function SortControl({ sort, onChange }: { sort: ListSort; onChange: (sort: ListSort) => void }) {
  const { t } = useTranslation();
  const ascending = sort.direction === 'ASC';
  return (
    <Space.Compact>
      <Select<WorkOrderSortField>
        value={sort.field}
        onChange={(field) => onChange({ ...sort, field })}
        options={SORT_FIELDS.map((field) => ({ value: field, label: t(`workOrders.sort.${field}`) }))}
        aria-label={t('workOrders.sort.label')}
        data-testid="wo-sort"
        style={{ minWidth: 150 }}
      />
      <Button
        icon={ascending ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
        aria-label={t(ascending ? 'workOrders.sort.ascending' : 'workOrders.sort.descending')}
        title={t(ascending ? 'workOrders.sort.ascending' : 'workOrders.sort.descending')}
        onClick={() => onChange({ ...sort, direction: ascending ? 'DESC' : 'ASC' })}
        data-testid="wo-sort-direction"
      />
    </Space.Compact>
  );
}

import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Grid, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-page/ListToolbar';
import { FILTER_TEXT_MAX } from '../../../lib/forms/limits';
import type { WorkOrderListState } from '../hooks/useWorkOrderListState';
import { EMPTY_FILTERS, type ListFilters } from '../model/listFilters';
import { FilterFields } from './FilterFields';
import { QuickFilters } from './QuickFilters';
import { SortControl } from './SortControl';

/** How many of the bar's filters (quick filter and search aside) are set. */
const countSet = (filters: ListFilters) =>
  (['status', 'priority', 'assigneeId', 'equipmentId', 'dueFrom', 'dueTo'] as const).filter((name) => {
    const value = filters[name];
    return Array.isArray(value) ? value.length > 0 : !!value;
  }).length;

/** Search, quick filters, sort and the other filters; on a phone the latter fold behind one button. */
export function WorkOrderFilters({ farmId, list }: { farmId: string; list: WorkOrderListState }) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().sm === false;
  const [open, setOpen] = useState(false);
  const set = countSet(list.filters);
  const changed = set > 0 || list.filters.text !== '' || list.filters.quick !== EMPTY_FILTERS.quick;
  return (
    <>
      <ListToolbar testId="wo-filters">
        <Input.Search
          allowClear
          value={list.filters.text}
          maxLength={FILTER_TEXT_MAX}
          onChange={(event) => list.changeFilters({ text: event.target.value })}
          placeholder={t('workOrders.list.search')}
          aria-label={t('workOrders.list.search')}
          data-testid="wo-search"
          style={{ width: 260, maxWidth: '100%' }}
        />
        <SortControl sort={list.sort} onChange={list.setSort} />
        {phone && (
          <Badge count={set} size="small">
            <Button
              icon={<FilterOutlined />}
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              data-testid="wo-more-filters"
            >
              {t('workOrders.list.moreFilters')}
            </Button>
          </Badge>
        )}
        {(!phone || open) && <FilterFields farmId={farmId} filters={list.filters} onChange={list.changeFilters} />}
        {changed && (
          <Button type="link" onClick={list.clearFilters} data-testid="wo-clear-filters">
            {t('workOrders.list.clearFilters')}
          </Button>
        )}
      </ListToolbar>
      <QuickFilters value={list.filters.quick} onChange={(quick) => list.changeFilters({ quick })} />
    </>
  );
}

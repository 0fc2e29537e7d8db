import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../components/list-page/ExportButton';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { ListView } from '../../../components/list-page/ListView';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { shownList } from '../../../components/list-page/shownList';
import { getFragmentData } from '../../../__generated__';
import type { WorkOrderType } from '../../../__generated__/graphql';
import { useCan } from '../../../lib/auth/useCan';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { fetchAllWorkOrders } from '../api/fetchAllWorkOrders';
import { useWorkOrders } from '../api/useWorkOrders';
import { WorkOrderFormDrawer } from '../form/WorkOrderFormDrawer';
import { useCreateFromLink } from '../hooks/useCreateFromLink';
import { useWorkOrderListState } from '../hooks/useWorkOrderListState';
import { workOrderCsvColumns } from '../model/csvColumns';
import { WorkOrderCard } from './WorkOrderCard';
import { WorkOrderFilters } from './WorkOrderFilters';
import { WORK_ORDER_LIST_TEST_IDS } from './workOrderListTestIds';
import { WorkOrderTable_workOrder } from './workOrderRowFragment';
import { WorkOrderTable } from './WorkOrderTable';

/** A farm's orders of one type: filter bar, table (cards on phones), pager, export, and "new order" and settings for managers. */
export function WorkOrderList({ farm, type, views }: { farm: FarmSummary; type: WorkOrderType; views?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useCan('workorders.manage');
  const [creating, setCreating] = useCreateFromLink(canCreate);
  const state = useWorkOrderListState(farm.id, type);
  const list = shownList(
    useWorkOrders(state.variables),
    (data) => data.workOrders,
    (node) => getFragmentData(WorkOrderTable_workOrder, node),
  );
  const { first: _first, after: _after, ...exportVariables } = state.variables;

  return (
    <>
      <PageHeading
        title={t(`sections.titles.${type.toLowerCase()}`)}
        subtitle={<FarmSubtitle farm={farm} />}
        actions={
          <>
            <ExportButton
              fileName={`work-orders-${type.toLowerCase()}`}
              columns={workOrderCsvColumns(t)}
              fetchRows={(client, onProgress) => fetchAllWorkOrders(client, exportVariables, onProgress)}
              testId="wo-export"
            />
            {canCreate && (
              <Button
                icon={<SettingOutlined />}
                onClick={() => void navigate('/work-orders/settings')}
                data-testid="wo-settings"
              >
                {t('workOrders.settings.open')}
              </Button>
            )}
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="wo-new">
                {t(`workOrders.list.new.${type}`)}
              </Button>
            )}
          </>
        }
      />
      {views}
      <WorkOrderFilters farmId={farm.id} list={state} />
      <ListView
        list={list}
        paging={state.paging}
        table={
          <WorkOrderTable rows={list.rows} loading={list.loading} sort={state.sort} onSortChange={state.setSort} />
        }
        card={(row) => <WorkOrderCard row={row} />}
        emptyText={t('workOrders.list.empty')}
        errorText={t('workOrders.list.error')}
        testIds={WORK_ORDER_LIST_TEST_IDS}
      />
      {creating && (
        <WorkOrderFormDrawer
          farmId={farm.id}
          type={type}
          equipmentId={state.filters.equipmentId}
          onClose={() => setCreating(false)}
          onSaved={(id) => void navigate(`/work-orders/${id}`)}
        />
      )}
    </>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { Button, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getFragmentData } from '../../../gql';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { useEquipmentList } from '../api/useEquipmentList';
import { useEquipmentPermissions } from '../api/useEquipmentPermissions';
import { useEquipmentListState } from '../hooks/useEquipmentListState';
import { EquipmentCards } from './EquipmentCards';
import { EquipmentFilters } from './EquipmentFilters';
import { EquipmentFormDrawer } from './EquipmentFormDrawer';
import { EquipmentTable } from './EquipmentTable';
import { EquipmentTable_equipment } from './equipmentRowFragment';
import { ExportButton } from './ExportButton';
import { ListPager } from './ListPager';
import { ListStatus } from './ListStatus';
import { PageHeading } from './PageHeading';

/** The farm's machines: filter bar, table (cards on phones), pager, export and "new machine". */
export function EquipmentList({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const { canEdit } = useEquipmentPermissions();
  const [creating, setCreating] = useState(false);
  const list = useEquipmentListState(farm.id);
  const { data, previousData, loading, error, refetch } = useEquipmentList(list.variables);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const connection = (data ?? previousData)?.equipmentList;
  const rows = connection?.edges.map((edge) => getFragmentData(EquipmentTable_equipment, edge.node)) ?? [];
  const phone = screens.sm === false;

  return (
    <>
      <PageHeading
        title={t('sections.titles.equipment')}
        subtitle={<span data-testid="page-farm">{t('sections.farmContext', { farm: farm.name })}</span>}
        actions={
          <>
            <ExportButton variables={list.variables} />
            {canEdit && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setCreating(true)}
                data-testid="equipment-new"
              >
                {t('equipment.list.new')}
              </Button>
            )}
          </>
        }
      />
      <EquipmentFilters filters={list.filters} onChange={list.changeFilters} />
      {(error && !loading) || (!loading && rows.length === 0) ? (
        <ListStatus error={Boolean(error)} onRetry={() => void refetch()} />
      ) : phone ? (
        <EquipmentCards rows={rows} loading={loading} />
      ) : (
        <EquipmentTable rows={rows} loading={loading} sort={list.sort} onSortChange={list.setSort} />
      )}
      {connection && rows.length > 0 && (
        <ListPager
          stack={list.stack}
          rowsOnPage={rows.length}
          totalCount={connection.totalCount}
          totalCountIsExact={connection.totalCountIsExact}
          hasNextPage={connection.pageInfo.hasNextPage && !loading}
          onPrevious={list.goPrevious}
          onNext={() => list.goNext(connection.pageInfo.endCursor)}
          onSizeChange={list.setSize}
        />
      )}
      {creating && (
        <EquipmentFormDrawer
          farmId={farm.id}
          onClose={() => setCreating(false)}
          onSaved={(id) => navigate(`/equipment/${id}`)}
        />
      )}
    </>
  );
}

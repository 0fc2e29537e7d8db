import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../components/list-page/ExportButton';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { ListView } from '../../../components/list-page/ListView';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { shownList } from '../../../components/list-page/shownList';
import { getFragmentData } from '../../../__generated__';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { fetchAllEquipment } from '../api/fetchAllEquipment';
import { useEquipmentList } from '../api/useEquipmentList';
import { useCan } from '../../../lib/auth/useCan';
import { useEquipmentListState } from '../hooks/useEquipmentListState';
import { equipmentCsvColumns } from '../model/csvColumns';
import { EquipmentCard } from './EquipmentCard';
import { EquipmentFilters } from './EquipmentFilters';
import { EquipmentFormDrawer } from './EquipmentFormDrawer';
import { EquipmentTable } from './EquipmentTable';
import { EquipmentTable_equipment } from './equipmentRowFragment';
import { EQUIPMENT_LIST_TEST_IDS } from './equipmentListTestIds';

/** The farm's machines: filter bar, table (cards on phones), pager, export and "new machine". */
export function EquipmentList({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('equipment.write');
  const [creating, setCreating] = useState(false);
  const state = useEquipmentListState(farm.id);
  const list = shownList(
    useEquipmentList(state.variables),
    (data) => data.equipmentList,
    (node) => getFragmentData(EquipmentTable_equipment, node),
  );

  return (
    <>
      <PageHeading
        title={t('sections.titles.equipment')}
        subtitle={<FarmSubtitle farm={farm} />}
        actions={
          <>
            <ExportButton
              fileName="equipment"
              columns={equipmentCsvColumns(t)}
              fetchRows={(client, onProgress) => fetchAllEquipment(client, state.variables, onProgress)}
              testId="equipment-export"
            />
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
      <EquipmentFilters filters={state.filters} onChange={state.changeFilters} />
      <ListView
        list={list}
        paging={state.paging}
        table={
          <EquipmentTable rows={list.rows} loading={list.loading} sort={state.sort} onSortChange={state.setSort} />
        }
        card={(row) => <EquipmentCard row={row} />}
        emptyText={t('equipment.list.empty')}
        errorText={t('equipment.list.error')}
        testIds={EQUIPMENT_LIST_TEST_IDS}
      />
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

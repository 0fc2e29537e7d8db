import { PlusOutlined } from '@ant-design/icons';
import { Button, Statistic } from 'antd';
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
import { formatMoney } from '../../../lib/format/formatMoney';
import { fetchAllParts } from '../api/fetchAllParts';
import { useCan } from '../../../lib/auth/useCan';
import { useSpareParts } from '../api/useSpareParts';
import { useKnownCategories } from '../hooks/useKnownCategories';
import { usePartsListState } from '../hooks/usePartsListState';
import { partCsvColumns } from '../lib/partCsvColumns';
import { PartCard } from './PartCard';
import { PartFormDrawer } from './PartFormDrawer';
import { PartsList_part } from './partsListFragment';
import { PARTS_LIST_TEST_IDS } from './partsListTestIds';
import { PartsTable } from './PartsTable';
import { PartsToolbar } from './PartsToolbar';

/** The farm's parts: stock value, filters, table (cards on phones), pager, export and "new part". */
export function PartsList({ farm }: { farm: FarmSummary }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('inventory.write');
  const [creating, setCreating] = useState(false);
  const state = usePartsListState(farm.id);
  const list = shownList(
    useSpareParts(state.variables),
    (data) => data.spareParts,
    (node) => getFragmentData(PartsList_part, node),
  );
  const categories = useKnownCategories(list.rows);

  return (
    <>
      <PageHeading
        title={t('inventory.title')}
        subtitle={<FarmSubtitle farm={farm} />}
        actions={
          <>
            <ExportButton
              fileName="spare-parts"
              columns={partCsvColumns(t)}
              fetchRows={(client, onProgress) => fetchAllParts(client, state.variables, onProgress)}
              testId="parts-export"
            />
            {canWrite && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setCreating(true)}
                data-testid="part-create"
              >
                {t('inventory.newPart')}
              </Button>
            )}
          </>
        }
      />
      <Statistic
        title={t('inventory.farmStockValue')}
        value={list.connection ? formatMoney(list.connection.farmStockValue, i18n.language, farm.currency) : '—'}
        data-testid="farm-stock-value"
      />
      <PartsToolbar list={state} categories={categories} />
      <ListView
        list={list}
        paging={state.paging}
        table={<PartsTable parts={list.rows} loading={list.loading} sort={state.sort} onSort={state.sortBy} />}
        card={(part) => <PartCard part={part} />}
        emptyText={t('inventory.empty')}
        errorText={t('inventory.loadFailed')}
        testIds={PARTS_LIST_TEST_IDS}
      />
      {creating && (
        <PartFormDrawer
          farmId={farm.id}
          onClose={() => setCreating(false)}
          onSaved={(id) => void navigate(`/inventory/${id}`)}
        />
      )}
    </>
  );
}

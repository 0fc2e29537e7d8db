import { Grid, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getFragmentData } from '../../../gql';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { useInventoryPermissions } from '../api/useInventoryPermissions';
import { useSpareParts } from '../api/useSpareParts';
import { LoadError } from '../components/LoadError';
import { PageHeading } from '../components/PageHeading';
import { PagerBar } from '../components/PagerBar';
import { PartCards } from '../components/PartCards';
import { PartFormDrawer } from '../components/PartFormDrawer';
import { PartsList_part } from '../components/partsListFragment';
import { PartsTable } from '../components/PartsTable';
import { PartsToolbar } from '../components/PartsToolbar';
import { useKnownCategories } from '../hooks/useKnownCategories';
import { usePartsListState } from '../hooks/usePartsListState';
import { pageIndex, rowRange } from '../../../lib/pagination/cursorStack';
import { formatMoney } from '../lib/formatStock';
import { PageFrame } from '../components/PageFrame';

/** /inventory: the farm's parts, filtered, sorted and paged by the server. */
export function InventoryPage() {
  const farm = useActiveFarm();
  const { t } = useTranslation();
  if (!farm) return <PageFrame testId="inventory">{t('farm.noFarms')}</PageFrame>;
  return <PartsList farmId={farm.id} />;
}

function PartsList({ farmId }: { farmId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().sm;
  const { canWrite } = useInventoryPermissions();
  const [creating, setCreating] = useState(false);
  const list = usePartsListState();
  const { data, previousData, loading, error, refetch } = useSpareParts({
    farmId,
    filter: list.filter,
    sort: list.sort,
    first: list.pageSize,
    after: list.after,
  });
  // The previous page stays on screen while the next one loads, instead of an empty table.
  const connection = (data ?? previousData)?.spareParts;
  const parts = getFragmentData(PartsList_part, connection?.edges.map((edge) => edge.node) ?? []);
  const categories = useKnownCategories(parts);
  const range = rowRange(list.stack, parts.length);

  return (
    <PageFrame testId="inventory">
      <PageHeading>{t('inventory.title')}</PageHeading>
      <Statistic
        title={t('inventory.farmStockValue')}
        value={connection ? formatMoney(connection.farmStockValue, i18n.language) : '—'}
        data-testid="farm-stock-value"
      />
      <PartsToolbar
        farmId={farmId}
        list={list}
        categories={categories}
        canCreate={canWrite}
        onCreate={() => setCreating(true)}
      />
      {error && !connection ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          {phone ? (
            <PartCards parts={parts} loading={loading} />
          ) : (
            <PartsTable parts={parts} loading={loading} sort={list.sort} onSort={list.setSort} />
          )}
          <PagerBar
            {...range}
            total={connection?.totalCount ?? 0}
            exact={connection?.totalCountIsExact ?? true}
            pageSize={list.pageSize}
            onPageSize={list.setPageSize}
            hasPrevious={pageIndex(list.stack) > 0}
            hasNext={Boolean(connection?.pageInfo.hasNextPage) && !loading}
            onPrevious={list.previous}
            onNext={() => list.next(connection?.pageInfo.endCursor)}
          />
        </>
      )}
      {creating && (
        <PartFormDrawer
          farmId={farmId}
          onClose={() => setCreating(false)}
          onSaved={(id) => void navigate(`/inventory/${id}`)}
        />
      )}
    </PageFrame>
  );
}

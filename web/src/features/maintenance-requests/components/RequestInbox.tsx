import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { ListView } from '../../../components/list-page/ListView';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { shownList } from '../../../components/list-page/shownList';
import { getFragmentData } from '../../../__generated__';
import type { MaintenanceRequestStatus } from '../../../__generated__/graphql';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';
import { RequestRow_request } from '../api/requestRowFragment';
import { useMaintenanceRequests } from '../api/useMaintenanceRequests';
import { REQUEST_LIST_TEST_IDS } from './requestListTestIds';
import { RequestCard } from './RequestCard';
import { RequestTable } from './RequestTable';

const FILTERS = ['PENDING', 'APPROVED', 'DECLINED', 'ALL'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);

/** The farm's reported problems, waiting ones first (the filter is in the URL), with approve and decline. */
export function RequestInbox({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const filter: Filter = isFilter(asked) ? asked : 'PENDING';
  const status: MaintenanceRequestStatus[] | null = filter === 'ALL' ? null : [filter];
  const paging = useCursorPaging(filter);
  const list = shownList(
    useMaintenanceRequests({ farmId: farm.id, status, first: paging.first, after: paging.after }),
    (data) => data.maintenanceRequests,
    (node) => getFragmentData(RequestRow_request, node),
  );

  return (
    <>
      <PageHeading title={t('maintenanceRequests.inbox.title')} subtitle={<FarmSubtitle farm={farm} />} />
      <Segmented<Filter>
        value={filter}
        onChange={(next) => setParams(next === 'PENDING' ? {} : { status: next }, { replace: true })}
        options={FILTERS.map((value) => ({ value, label: t(`maintenanceRequests.filters.${value}`) }))}
        data-testid="req-filter"
      />
      <ListView
        list={list}
        paging={paging}
        table={<RequestTable rows={list.rows} loading={list.loading} farmId={farm.id} />}
        card={(row) => <RequestCard row={row} farmId={farm.id} />}
        emptyText={t(`maintenanceRequests.inbox.empty.${filter}`)}
        errorText={t('maintenanceRequests.inbox.loadFailed')}
        testIds={REQUEST_LIST_TEST_IDS}
      />
    </>
  );
}

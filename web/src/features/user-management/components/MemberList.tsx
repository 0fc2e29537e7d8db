import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list-page/ListView';
import { shownList } from '../../../components/list-page/shownList';
import { getFragmentData } from '../../../__generated__';
import { useFarmMembers } from '../api/useFarmMembers';
import { useManager } from '../hooks/useManager';
import { useMemberListState } from '../hooks/useMemberListState';
import { MemberCard } from './MemberCard';
import { MemberFilters } from './MemberFilters';
import { MemberTable } from './MemberTable';
import { MemberTable_member } from './memberRowFragment';
import { MEMBER_LIST_TEST_IDS } from './listTestIds';

/** The farm's members: filters in the URL, table (cards on phones), pager. */
export function MemberList({ farmId }: { farmId: string }) {
  const { t } = useTranslation();
  const manager = useManager();
  const state = useMemberListState(farmId);
  const list = shownList(
    useFarmMembers(state.variables),
    (data) => data.farmMembers,
    (node) => getFragmentData(MemberTable_member, node),
  );
  return (
    <>
      <MemberFilters filters={state.filters} onChange={state.changeFilters} />
      <ListView
        list={list}
        paging={state.paging}
        table={<MemberTable rows={list.rows} loading={list.loading} manager={manager} />}
        card={(member) => <MemberCard member={member} manager={manager} />}
        emptyText={t('userManagement.members.empty')}
        errorText={t('userManagement.members.error')}
        testIds={MEMBER_LIST_TEST_IDS}
      />
    </>
  );
}

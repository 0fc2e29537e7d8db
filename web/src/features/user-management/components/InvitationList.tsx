import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListToolbar } from '../../../components/list-page/ListToolbar';
import { ListView } from '../../../components/list-page/ListView';
import { shownList } from '../../../components/list-page/shownList';
import { getFragmentData } from '../../../__generated__';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';
import { useFarmInvitations } from '../api/useFarmInvitations';
import { InvitationCard } from './InvitationCard';
import { InvitationTable } from './InvitationTable';
import { InvitationTable_invitation } from './invitationRowFragment';
import { INVITATION_LIST_TEST_IDS } from './listTestIds';

type Shown = 'pending' | 'all';

/** The farm's invitations: the pending ones by default (?invitations=all for every one), newest first. */
export function InvitationList({ farmId }: { farmId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown: Shown = params.get('invitations') === 'all' ? 'all' : 'pending';
  const paging = useCursorPaging(shown);
  const list = shownList(
    useFarmInvitations({
      farmId,
      status: shown === 'pending' ? ['PENDING'] : null,
      first: paging.first,
      after: paging.after,
    }),
    (data) => data.farmInvitations,
    (node) => getFragmentData(InvitationTable_invitation, node),
  );
  const show = (value: Shown) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.set('invitations', 'all');
        else next.delete('invitations');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <ListToolbar testId="invitations-filters">
        <Segmented<Shown>
          value={shown}
          onChange={show}
          options={[
            { value: 'pending', label: t('userManagement.invitations.pending') },
            { value: 'all', label: t('userManagement.invitations.all') },
          ]}
          data-testid="invitations-shown"
        />
      </ListToolbar>
      <ListView
        list={list}
        paging={paging}
        table={<InvitationTable rows={list.rows} loading={list.loading} />}
        card={(invitation) => <InvitationCard invitation={invitation} />}
        emptyText={t('userManagement.invitations.empty')}
        errorText={t('userManagement.invitations.error')}
        testIds={INVITATION_LIST_TEST_IDS}
      />
    </>
  );
}

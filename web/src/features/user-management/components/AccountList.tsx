import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-page/ListToolbar';
import { ListView } from '../../../components/list-page/ListView';
import { shownList } from '../../../components/list-page/shownList';
import { getFragmentData } from '../../../__generated__';
import { FILTER_TEXT_MAX } from '../../../lib/forms/limits';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useUserAccounts } from '../api/useUserAccounts';
import { useManager } from '../hooks/useManager';
import { AccountCard } from './AccountCard';
import { AccountTable } from './AccountTable';
import { AccountTable_account } from './accountRowFragment';
import { ACCOUNT_LIST_TEST_IDS } from './listTestIds';

/** Every account of the app, for admins: who is admin, who is switched off, and the two switches. */
export function AccountList() {
  const { t } = useTranslation();
  const manager = useManager();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text).trim();
  const filter = search ? { text: search } : {};
  const paging = useCursorPaging(search);
  const list = shownList(
    useUserAccounts({ filter, first: paging.first, after: paging.after }),
    (data) => data.userAccounts,
    (node) => getFragmentData(AccountTable_account, node),
  );
  return (
    <>
      <ListToolbar testId="accounts-filters">
        <Input.Search
          allowClear
          value={text}
          maxLength={FILTER_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('userManagement.members.search')}
          aria-label={t('userManagement.members.search')}
          data-testid="accounts-search"
          style={{ width: 240 }}
        />
      </ListToolbar>
      <ListView
        list={list}
        paging={paging}
        table={<AccountTable rows={list.rows} loading={list.loading} manager={manager} />}
        card={(account) => <AccountCard account={account} manager={manager} />}
        emptyText={t('userManagement.accounts.empty')}
        errorText={t('userManagement.accounts.error')}
        testIds={ACCOUNT_LIST_TEST_IDS}
      />
    </>
  );
}

import type { ListTestIds } from '../../../components/list-page/listTestIds';

const idsOf = (list: string): ListTestIds => ({
  range: `${list}-range`,
  previous: `${list}-previous`,
  next: `${list}-next`,
  pageSize: `${list}-page-size`,
  cards: `${list}-cards`,
  empty: `${list}-empty`,
  error: `${list}-error`,
  retry: `${list}-retry`,
});

export const MEMBER_LIST_TEST_IDS = idsOf('members');
export const INVITATION_LIST_TEST_IDS = idsOf('invitations');
export const ACCOUNT_LIST_TEST_IDS = idsOf('accounts');

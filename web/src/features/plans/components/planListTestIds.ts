import type { ListTestIds } from '../../../components/list-page/listTestIds';

export const PLAN_LIST_TEST_IDS: ListTestIds = {
  range: 'plans-range',
  previous: 'plans-previous',
  next: 'plans-next',
  pageSize: 'plans-page-size',
  cards: 'plans-cards',
  empty: 'plans-empty',
  error: 'plans-error',
  retry: 'plans-retry',
};

import type { ListTestIds } from '../../../components/list-page/listTestIds';

export const WORK_ORDER_LIST_TEST_IDS: ListTestIds = {
  range: 'wo-range',
  previous: 'wo-previous',
  next: 'wo-next',
  pageSize: 'wo-page-size',
  cards: 'wo-cards',
  empty: 'wo-empty',
  error: 'wo-error',
  retry: 'wo-retry',
};

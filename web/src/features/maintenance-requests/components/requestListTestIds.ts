import type { ListTestIds } from '../../../components/list-page/listTestIds';

export const REQUEST_LIST_TEST_IDS: ListTestIds = {
  range: 'req-range',
  previous: 'req-previous',
  next: 'req-next',
  pageSize: 'req-page-size',
  cards: 'req-cards',
  empty: 'req-empty',
  error: 'req-error',
  retry: 'req-retry',
};

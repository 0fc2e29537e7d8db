import type { ListTestIds } from '../../../components/list-page/listTestIds';

export const PARTS_LIST_TEST_IDS: ListTestIds = {
  pager: 'parts-pager',
  range: 'parts-range',
  previous: 'page-previous',
  next: 'page-next',
  pageSize: 'page-size',
  cards: 'parts-cards',
  empty: 'parts-empty',
  error: 'inventory-error',
  retry: 'inventory-retry',
};

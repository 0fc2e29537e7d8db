import type { ListTestIds } from '../../../components/list-page/listTestIds';

export const EQUIPMENT_LIST_TEST_IDS: ListTestIds = {
  range: 'equipment-range',
  previous: 'equipment-previous',
  next: 'equipment-next',
  pageSize: 'equipment-page-size',
  cards: 'equipment-cards',
  empty: 'equipment-empty',
  error: 'equipment-error',
  retry: 'equipment-retry',
};

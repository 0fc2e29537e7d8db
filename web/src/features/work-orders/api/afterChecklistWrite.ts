/**
 * Options of the checklist mutations: they answer with an item (or a new order), while the
 * order's timeline and its items' links change too, so the open order is fetched again.
 */
export const afterChecklistWrite = { refetchQueries: ['WorkOrder'], awaitRefetchQueries: true };

/**
 * Operation context of a query that writes fetch again (`refetchQueries`): each of its fetches
 * is a request of its own. Apollo would otherwise hand a refetch the answer of an identical
 * request still on its way, one the server read before the write, and that answer would then
 * overwrite the write's own in the cache: on a slow link, a check ticked while the order was
 * still being fetched after the previous tick came undone. A newer fetch replaces an older one,
 * whose late answer is then dropped.
 */
export const REFETCHED_BY_WRITES = { queryDeduplication: false } as const;

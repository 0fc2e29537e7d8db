/**
 * The test ids of one list's parts. Each feature keeps its own names (the end-to-end specs
 * use them), while the parts themselves are shared.
 */
export interface ListTestIds {
  /** The pager bar as a whole, where a spec needs it. */
  pager?: string;
  range: string;
  previous: string;
  next: string;
  pageSize: string;
  cards: string;
  empty: string;
  error: string;
  retry: string;
}

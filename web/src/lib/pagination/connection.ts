/** What every cursor connection of the schema carries (edges, page info, a capped total). */
export interface Connection<Node> {
  edges: readonly { node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
  /** False when the server stopped counting at its cap: the total is then "n+". */
  totalCountIsExact: boolean;
}

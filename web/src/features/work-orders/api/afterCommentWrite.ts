/**
 * Options of adding a comment: it answers with the comment, while the order's comments and
 * timeline both change, so the open order is fetched again (its comments arrive with it).
 */
export const afterCommentWrite = { refetchQueries: ['WorkOrder'], awaitRefetchQueries: true };

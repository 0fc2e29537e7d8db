import type { Resolvers } from '../../../__generated__/resolvers-types.js';

/** GraphQL's upper-case names for the REST answers' "task" and "section". */
export const TaskType: Resolvers['TaskType'] = { TASK: 'task', SECTION: 'section' };

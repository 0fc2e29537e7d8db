import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { pageOf } from '../../kit/demo-input.js';

export const Chat: Resolvers['Chat'] = {
  messages: ({ messages }, { page, size, newestFirst }) =>
    pageOf(newestFirst ? [...messages].reverse() : messages, { page, size }),
};

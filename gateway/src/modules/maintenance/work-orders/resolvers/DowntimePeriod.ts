import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const DowntimePeriod: Resolvers['DowntimePeriod'] = {
  minutes: (period) => Math.floor(((period.endedAt ?? new Date()).getTime() - period.startedAt.getTime()) / 60_000),
};

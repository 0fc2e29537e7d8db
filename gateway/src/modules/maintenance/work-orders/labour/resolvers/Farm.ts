import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { can } from '../../../../core/farm/farm-access.js';
import { signedIn } from '../../../../kit/context.js';
import { RATES } from '../labour-rates.js';

export const Farm: Resolvers['Farm'] = {
  defaultHourlyRate: (farm, _, ctx) => (can(signedIn(ctx), farm.id, RATES) ? farm.defaultHourlyRate : null),
};

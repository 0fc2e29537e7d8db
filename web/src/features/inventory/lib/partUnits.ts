import type { PartUnit } from '../../../__generated__/graphql';

/** The schema's units in the order the form offers them. */
export const PART_UNITS: readonly PartUnit[] = ['PCS', 'L', 'KG', 'M'];

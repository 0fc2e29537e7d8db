// The shapes farms leave in: a row for the graph, the spec's object for REST.
import type { FarmRow } from '../../../db/schema.js';

export type FarmModel = FarmRow;

/** The spec's farm object (city as an object with a name), plus the ISO 4217 currency of its amounts. */
export const toFarmDto = (farm: FarmModel) => ({
  id: farm.id,
  name: farm.name,
  reference: farm.reference,
  location: farm.location,
  city: farm.cityName ? { name: farm.cityName } : null,
  currency: farm.currency,
});

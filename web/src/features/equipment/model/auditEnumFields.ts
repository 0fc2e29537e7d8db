/** Enum-valued fields whose values have translations under equipment.<group>. */
export const ENUM_FIELDS: Record<string, string> = {
  status: 'status',
  criticality: 'criticality',
  category: 'category',
  meterUnit: 'meterUnit',
};

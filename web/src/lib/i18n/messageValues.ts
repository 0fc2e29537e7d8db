// Values of a message the server named by key (notifications, errors): plain strings and
// numbers only, with unit codes shown in the reader's language.
export type MessageValues = Record<string, string | number>;

export function messageValues(params: unknown, t: (key: string) => string): MessageValues {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return {};
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  if (typeof values.unit === 'string') values.unit = t(`inventory.units.${values.unit}`);
  if (typeof values.meterUnit === 'string') values.meterUnit = t(`equipment.meterUnit.${values.meterUnit}`);
  return values;
}

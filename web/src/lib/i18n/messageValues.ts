// Values of a message the server named by key (notifications, errors): plain strings and
// numbers only, numbers written as the reader's language writes them (as the rest of the
// app does) and unit codes and work-order statuses translated.
import type { i18n as I18n, TFunction } from 'i18next';

export type MessageValues = Record<string, string>;

export function messageValues(params: unknown, t: TFunction, i18n: Pick<I18n, 'language'>): MessageValues {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return {};
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') values[name] = value;
    else if (typeof value === 'number') values[name] = numbers.format(value);
  }
  if (values.unit) values.unit = t(`inventory.units.${values.unit}`);
  if (values.meterUnit) values.meterUnit = t(`equipment.meterUnit.${values.meterUnit}`);
  // Work-order statuses (a refused change names both) in the reader's words, from the common file.
  for (const name of ['from', 'to', 'status'])
    if (values[name]) values[name] = t(`workOrders.status.${values[name]}`, { defaultValue: values[name] });
  return values;
}

import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** Stock quantities are kept to the thousandth; the server refuses what rounds to 0. */
export const QUANTITY_MAX = 1_000_000_000;
/** The server's limit on a use's or a return's note. */
export const PART_NOTE_MAX = 500;

/** A quantity is required and more than 0 (planning 0 is a change of plan, not a new line). */
export function useQuantityRules(allowZero = false): Rule[] {
  const { t } = useTranslation();
  return [
    { required: true, message: t('workOrders.form.required') },
    {
      validator: (_rule, value: number | null) =>
        value === null || value === undefined || value > 0 || (allowZero && value === 0)
          ? Promise.resolve()
          : Promise.reject(new Error(t(allowZero ? 'workOrders.form.nonNegative' : 'workOrders.parts.positive'))),
    },
  ];
}

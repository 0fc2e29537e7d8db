import { useTranslation } from 'react-i18next';
import { useKeyRule, type KeyCheck } from '../../../lib/forms/useKeyRule';

/** An antd rule from a plan check; the limits its message names are written as the reader writes numbers. */
export function usePlanRule() {
  const { i18n } = useTranslation();
  const rule = useKeyRule();
  const number = new Intl.NumberFormat(i18n.language);
  return <T>(check: KeyCheck<T>, limits: { min?: number; max?: number } = {}) =>
    rule(check, Object.fromEntries(Object.entries(limits).map(([name, value]) => [name, number.format(value)])));
}

import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** A pure check: the translation key of what is wrong with `value`, or null when it is fine. */
export type KeyCheck<T> = (value: T) => string | null;

/**
 * An antd rule from a pure check (pure so forms' limits are tested without antd); `values`
 * fill the message's placeholders, e.g. the limit it names.
 */
export function useKeyRule(defaults: Record<string, number | string> = {}) {
  const { t } = useTranslation();
  // A validator rule, which a Form.List's rules also accept.
  return <T>(check: KeyCheck<T>, values: Record<string, number | string> = defaults) => ({
    validator: async (_: RuleObject, value: T) => {
      const key = check(value);
      if (key) throw new Error(t(key, values));
    },
  });
}

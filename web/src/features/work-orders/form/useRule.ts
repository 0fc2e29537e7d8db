import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { ASSIGNEES_MAX, TITLE_MAX } from '../model/formRules';

// The limits a rule's message names.
const VALUES = { max: TITLE_MAX, assigneesMax: ASSIGNEES_MAX };

/** An antd rule from a pure check that answers a translation key or null. */
export function useRule() {
  const { t } = useTranslation();
  return <T>(check: (value: T) => string | null, values: Record<string, number> = VALUES): RuleObject => ({
    validator: async (_, value: T) => {
      const key = check(value);
      if (key) throw new Error(t(key, values));
    },
  });
}

import { useKeyRule } from '../../../lib/forms/useKeyRule';
import { ASSIGNEES_MAX, TITLE_MAX } from '../model/formRules';

// The limits a rule's message names.
const VALUES = { max: TITLE_MAX, assigneesMax: ASSIGNEES_MAX };

/** An antd rule from a pure check that answers a translation key or null. */
export function useRule() {
  return useKeyRule(VALUES);
}

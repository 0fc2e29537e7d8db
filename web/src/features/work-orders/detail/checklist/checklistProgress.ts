import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { ChecklistPanel_workOrder } from './checklistFragment';

/** "2/5": items with a result out of all, for the tab; '' without a checklist. */
export function checklistProgress(order: FragmentType<typeof ChecklistPanel_workOrder>): string {
  const { checklist } = getFragmentData(ChecklistPanel_workOrder, order);
  if (!checklist.length) return '';
  return `${checklist.filter((item) => item.result).length}/${checklist.length}`;
}

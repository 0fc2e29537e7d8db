import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { ChecklistResult } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterChecklistWrite } from './afterChecklistWrite';

const RecordChecklistResultMutation = graphql(`
  mutation RecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {
    recordChecklistResult(id: $id, result: $result, note: $note) {
      id
      result
      note
      doneAt
    }
  }
`);

/** Ticks an item pass, fail or n/a with its note (a null result clears it). An assignee or a manager. */
export function useRecordChecklistResult() {
  const { t } = useTranslation();
  const [write] = useWrite(RecordChecklistResultMutation, afterChecklistWrite);
  return (id: string, result: ChecklistResult | null, note: string | null) =>
    write({ variables: { id, result, note } }, t('workOrders.checklist.recorded'));
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { evictEquipmentLists } from './evictEquipmentLists';

const RecordMeterReadingMutation = graphql(`
  mutation RecordMeterReading($equipmentId: ID!, $value: Float!) {
    recordMeterReading(equipmentId: $equipmentId, value: $value) {
      id
      value
      readAt
    }
  }
`);

/** Records a reading; the machine's meter, readings and history come back with the detail query. */
export function useRecordMeterReading() {
  const [mutate] = useMutation(RecordMeterReadingMutation);
  return (equipmentId: string, value: number) =>
    mutate({
      variables: { equipmentId, value },
      update: evictEquipmentLists,
      refetchQueries: ['EquipmentDetail'],
      awaitRefetchQueries: true,
    });
}

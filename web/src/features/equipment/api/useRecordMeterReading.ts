import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
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
  const { t } = useTranslation();
  const [write] = useWrite(RecordMeterReadingMutation);
  return (equipmentId: string, value: number) =>
    write(
      {
        variables: { equipmentId, value },
        update: evictEquipmentLists,
        refetchQueries: ['EquipmentDetail'],
        awaitRefetchQueries: true,
      },
      t('equipment.readings.recorded'),
    );
}

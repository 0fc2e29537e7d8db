import type { TFunction } from 'i18next';
import type { WorkOrderTable_WorkOrderFragment as Row } from '../../../__generated__/graphql';
import type { CsvColumn } from '../../../lib/csv/toCsv';

/** The export's columns: headers and enum values in the user's language, dates ISO for spreadsheets. */
export function workOrderCsvColumns(t: TFunction): CsvColumn<Row>[] {
  const field = (name: string) => t(`workOrders.fields.${name}`);
  return [
    { header: field('number'), value: (row) => row.number },
    { header: field('type'), value: (row) => t(`workOrders.type.${row.type}`) },
    { header: field('title'), value: (row) => row.title },
    { header: field('equipmentCode'), value: (row) => row.equipment.code },
    { header: field('equipment'), value: (row) => row.equipment.name },
    { header: field('priority'), value: (row) => t(`workOrders.priority.${row.priority}`) },
    { header: field('status'), value: (row) => t(`workOrders.status.${row.status}`) },
    { header: field('holdReason'), value: (row) => row.holdReason },
    { header: field('assignees'), value: (row) => row.assignees.map((person) => person.name).join(', ') },
    { header: field('dueDate'), value: (row) => row.dueDate },
    { header: field('overdue'), value: (row) => (row.overdue ? t('workOrders.yes') : t('workOrders.no')) },
    { header: field('updatedAt'), value: (row) => row.updatedAt },
  ];
}

import type { TFunction } from 'i18next';
import type { CsvColumn } from '../../../lib/csv/toCsv';
import type { EquipmentTable_EquipmentFragment as Row } from '../../../__generated__/graphql';

/** The export's columns: headers and enum values in the user's language, numbers raw for spreadsheets. */
export function equipmentCsvColumns(t: TFunction): CsvColumn<Row>[] {
  const field = (name: string) => t(`equipment.fields.${name}`);
  return [
    { header: field('code'), value: (row) => row.code },
    { header: field('name'), value: (row) => row.name },
    { header: field('category'), value: (row) => t(`equipment.category.${row.category}`) },
    { header: field('make'), value: (row) => row.make },
    { header: field('model'), value: (row) => row.model },
    { header: field('serialNumber'), value: (row) => row.serialNumber },
    { header: field('year'), value: (row) => row.year },
    { header: field('status'), value: (row) => t(`equipment.status.${row.status}`) },
    { header: field('criticality'), value: (row) => t(`equipment.criticality.${row.criticality}`) },
    { header: field('location'), value: (row) => row.location },
    { header: field('meterValue'), value: (row) => (row.meterUnit === 'NONE' ? null : row.meterValue) },
    { header: field('meterUnit'), value: (row) => t(`equipment.meterUnit.${row.meterUnit}`) },
    { header: field('updatedAt'), value: (row) => row.updatedAt },
  ];
}

import type { TFunction } from 'i18next';
import type { CsvColumn } from '../../../lib/csv/toCsv';
import type { PartsList_PartFragment } from '../../../__generated__/graphql';

/**
 * Columns of the CSV export. Numbers stay raw (dot decimals) so spreadsheets compute with
 * them; headers are in the user's language.
 */
export function partCsvColumns(t: TFunction): CsvColumn<PartsList_PartFragment>[] {
  return [
    { header: t('inventory.fields.partNumber'), value: (part) => part.partNumber },
    { header: t('inventory.fields.name'), value: (part) => part.name },
    { header: t('inventory.fields.category'), value: (part) => part.category },
    { header: t('inventory.fields.quantity'), value: (part) => part.quantityOnHand },
    { header: t('inventory.fields.unit'), value: (part) => t(`inventory.units.${part.unit}`) },
    { header: t('inventory.fields.minQuantity'), value: (part) => part.minQuantity },
    { header: t('inventory.fields.unitCost'), value: (part) => part.unitCost },
    { header: t('inventory.fields.stockValue'), value: (part) => part.stockValue },
    {
      header: t('inventory.fields.lowStock'),
      value: (part) => (part.lowStock ? t('inventory.yes') : t('inventory.no')),
    },
    { header: t('inventory.fields.storageLocation'), value: (part) => part.storageLocation },
    { header: t('inventory.fields.supplier'), value: (part) => part.supplier },
  ];
}

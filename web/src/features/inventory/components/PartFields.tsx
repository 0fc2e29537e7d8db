import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PartSummary_PartFragment } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { LowStockTag } from './LowStockTag';
import { QuantityText } from './QuantityText';

/** The part's own fields; the quantity carries the low-stock tag when at or below the minimum. */
export function PartFields({ part }: { part: PartSummary_PartFragment }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const items = [
    { key: 'partNumber', label: t('inventory.fields.partNumber'), children: part.partNumber },
    { key: 'category', label: t('inventory.fields.category'), children: part.category ?? '—' },
    {
      key: 'quantity',
      label: t('inventory.fields.quantity'),
      children: (
        <span data-testid="part-quantity" data-low-stock={String(part.lowStock)}>
          <QuantityText value={part.quantityOnHand} unit={part.unit} /> {part.lowStock && <LowStockTag />}
        </span>
      ),
    },
    {
      key: 'min',
      label: t('inventory.fields.minQuantity'),
      children: <QuantityText value={part.minQuantity} unit={part.unit} />,
    },
    {
      key: 'reorder',
      label: t('inventory.fields.reorderQuantity'),
      children: <QuantityText value={part.reorderQuantity} unit={part.unit} />,
    },
    { key: 'unitCost', label: t('inventory.fields.unitCost'), children: money(part.unitCost) },
    { key: 'stockValue', label: t('inventory.fields.stockValue'), children: money(part.stockValue) },
    { key: 'location', label: t('inventory.fields.storageLocation'), children: part.storageLocation ?? '—' },
    { key: 'supplier', label: t('inventory.fields.supplier'), children: part.supplier ?? '—' },
  ];
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} data-testid="part-fields" />
  );
}

import { theme, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-page/ListTable';
import { sortableColumn } from '../../../components/list-page/serverSort';
import type { PartsList_PartFragment, SparePartSort, SparePartSortField } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { LowStockTag } from './LowStockTag';
import { QuantityText } from './QuantityText';

interface PartsTableProps {
  parts: PartsList_PartFragment[];
  loading: boolean;
  sort: SparePartSort;
  onSort: (columnKey: unknown, order: SortOrder | undefined) => void;
}

type Columns = NonNullable<TableProps<PartsList_PartFragment>['columns']>;

/** The list from sm up; sorting is done by the server, so the table only reports the choice. */
export function PartsTable({ parts, loading, sort, onSort }: PartsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { token } = theme.useToken();
  const sortable = (field: SparePartSortField) => sortableColumn(sort, field);
  const money = format.money;

  const columns: Columns = [
    {
      ...sortable('PART_NUMBER'),
      title: t('inventory.fields.partNumber'),
      render: (_, part) => <Link to={`/inventory/${part.id}`}>{part.partNumber}</Link>,
    },
    { ...sortable('NAME'), title: t('inventory.fields.name'), render: (_, part) => part.name },
    { key: 'category', title: t('inventory.fields.category'), render: (_, part) => part.category },
    {
      ...sortable('QUANTITY'),
      title: t('inventory.fields.quantity'),
      align: 'end',
      render: (_, part) => <QuantityText value={part.quantityOnHand} unit={part.unit} testId="row-quantity" />,
    },
    { key: 'low', title: t('inventory.fields.status'), render: (_, part) => part.lowStock && <LowStockTag /> },
    { key: 'unitCost', title: t('inventory.fields.unitCost'), align: 'end', render: (_, part) => money(part.unitCost) },
    {
      key: 'stockValue',
      title: t('inventory.fields.stockValue'),
      align: 'end',
      render: (_, part) => money(part.stockValue),
    },
    {
      ...sortable('UPDATED_AT'),
      title: t('inventory.fields.updatedAt'),
      render: (_, part) => format.date(part.updatedAt),
    },
  ];

  return (
    <ListTable<PartsList_PartFragment>
      rows={parts}
      loading={loading}
      testId="parts-table"
      onSort={onSort}
      // Painted per cell: the sorted column's own background would cover a row style.
      columns={columns.map((column) => ({
        ...column,
        onCell: (part) => ({ style: part.lowStock ? { background: token.colorWarningBg } : undefined }),
      }))}
      onRow={(part) =>
        ({
          'data-testid': 'part-row',
          'data-low-stock': String(part.lowStock),
        }) as React.HTMLAttributes<HTMLElement>
      }
    />
  );
}
